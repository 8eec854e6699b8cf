"""The teaching corridor: Django settings and the app around the lexicon."""
