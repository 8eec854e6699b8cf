"""Rules over categories: one handler per lexicon category (or primitive).

A category missing from ``HANDLERS`` has no rule, and a token of it
refuses with ``unexpected_category``: nothing is ever skipped silently.
"""

from __future__ import annotations

from reader.rules.markers import MARKER_HANDLERS
from reader.rules.nouns import NOUN_HANDLERS
from reader.rules.numbers import NUMBER_HANDLERS
from reader.rules.questions import QUESTION_HANDLERS
from reader.rules.relatives import RELATIVE_HANDLERS
from reader.rules.verbs import VERB_HANDLERS

HANDLERS = {
    **NOUN_HANDLERS,
    **NUMBER_HANDLERS,
    **VERB_HANDLERS,
    **QUESTION_HANDLERS,
    **MARKER_HANDLERS,
    **RELATIVE_HANDLERS,
}

__all__ = ["HANDLERS"]
