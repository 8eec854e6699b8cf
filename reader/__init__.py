"""The comprehension reader: reads a math word problem into an Answer or a typed refusal.

Pure library: no Django, no clock, no environment, no files. The lexicon
is passed in by the caller (see ``packs.load_pack``).
"""

from reader.api import Answer, read_problem
from reader.canonical import canonical_bytes, canonical_hash
from reader.refusals import REFUSAL_REASONS, ReaderRefusal

__all__ = ["REFUSAL_REASONS", "Answer", "ReaderRefusal", "canonical_bytes", "canonical_hash", "read_problem"]
