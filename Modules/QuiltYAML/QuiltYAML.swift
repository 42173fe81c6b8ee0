// QuiltYAML: see README "Modules".
