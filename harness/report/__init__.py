"""Reporting: result files read into tables, figures, comparisons and the generated pages."""
