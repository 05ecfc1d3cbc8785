"""League play: events, Swiss pairing, standings, results, top cut, ratings and exports."""
