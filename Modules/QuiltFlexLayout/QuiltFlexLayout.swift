// QuiltFlexLayout: see README "Modules".
