// QuiltDecoration: see README "Modules".
