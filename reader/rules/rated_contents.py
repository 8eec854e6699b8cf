"""What a rated container is of: "Each box of white eggs has 6 eggs" (ADR 0246).

"Each box" opens a rate of the scene per box (ADR 0043); the phrase after its 'of' says which boxes
the rate is about, and was dropped, so "3 boxes of brown eggs and 2 boxes of white eggs. Each box of
brown eggs has 6 eggs" rated all 5 boxes. The phrase is now kept on the rate's container as the same
"of:<content>" modifier that "3 boxes of brown eggs" puts on the boxes held (`_of_content`), so the
rate is per box of brown eggs and converts only boxes told to hold them (`reader/answer.py`,
`_converted`): boxes of another content, or boxes whose content is unsaid, refuse.

Read only right after "Each <container>" opens a statement's subject: no verb, amount or other phrase
read yet, the 'of' right after the container noun, and a plain phrase after it (adjectives and nouns,
no article, owner or number).
"""

from __future__ import annotations

from dataclasses import replace

from reader.rules.context import payload, with_payload
from reader.state import SentenceReadingState
from reader.values import NounPhrase


def content_of_rated(s: SentenceReadingState, np: NounPhrase) -> SentenceReadingState | None:
    """At the close of "white eggs" in "Each box of white eggs has": the rate's container narrowed."""
    pl = payload(s)
    prep, per = pl.open_preposition, pl.per_unit
    scene = s.pending_entity_ref
    if (
        prep is None
        or prep.category != "prep_of"
        or per is None
        or per.dimension
        or scene is None
        or scene.kind != "scene"
        or s.pending_verb is not None
        or s.frame == "question"
        or s.pending_quantities
        or pl.quantities
        or np.determiner
        or np.possessor
        or np.of_content
        or not np.words
        or np.words[-1][1] != "noun"
        or any(w[1] not in ("adjective", "noun") for w in np.words[:-1])
        or np.start_index != prep.token_index + 1
    ):
        return None
    content = "of:" + " ".join(w[0] for w in np.words)
    narrowed = replace(per, modifiers=tuple(sorted(set(per.modifiers) | {content})))
    return with_payload(s, open_np=None, open_preposition=None, per_unit=narrowed)
