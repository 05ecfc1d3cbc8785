"""The table of MTG rule procedures; each rules module registers its own."""

from engine.core.game import ProcTable

PROCS = ProcTable()
