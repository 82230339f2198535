"""What every UI layer may use: data paths, settings, theme, worker threads, screen fitting, crash facts."""
