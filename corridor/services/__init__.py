"""The corridor's workflow helpers: pack access, validation, preview, suggestions, reruns.

Models own their transitions (corridor/models.py); these modules hold the
pieces those transitions and the views need that are not about one row.
"""
