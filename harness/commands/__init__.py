"""The commands that measure, read and move results: one module per family, each holding its commands'
hooks (``NAME_options(parser)``, ``NAME_command(args, reader)``), declared in harness/registry.py's COMMANDS.
The glue between the command line and the concerns (harness.measure, harness.report): they parse and check
the options, then call the concern."""
