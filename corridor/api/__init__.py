"""The REST API: the same transitions as the pages, answered as JSON."""
