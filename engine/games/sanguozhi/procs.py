"""The table of 三国智 rule procedures; each rules module registers its own."""

from engine.core.game import ProcTable

PROCS = ProcTable()
