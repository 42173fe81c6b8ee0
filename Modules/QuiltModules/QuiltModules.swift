// QuiltModules: see README "Modules".
