// QuiltWaterfallLayout: see README "Modules".
