"""Analysing compiled code: kernels per step (HLO, torch graphs), SASS and CPU machine code per env-step, ceilings."""
