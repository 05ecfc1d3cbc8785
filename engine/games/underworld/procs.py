"""The table of 隐秘世界 rule procedures; each rules module registers its own."""

from engine.core.game import ProcTable

PROCS = ProcTable()
