// QuiltGridLayout: see README "Modules".
