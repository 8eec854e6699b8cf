"""Reviewer pages, one module per area; each view is short and calls one model method."""
