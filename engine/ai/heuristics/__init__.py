"""Scoring rules of the heuristic agent: one module per game, ``generic`` for the rest."""
