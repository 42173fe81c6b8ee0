// QuiltRender: see README "Modules".
