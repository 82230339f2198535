"""Small reusable widgets of the shell (layouts, badges)."""
