// QuiltLint: see README "Modules".
