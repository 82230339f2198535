"""The implementations of the CLI subcommands (one module each)."""
