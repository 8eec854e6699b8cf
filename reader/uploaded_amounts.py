"""After an upload, what gets sorted into albums is what was uploaded (ADR 0223).

"Bianca uploaded 33 pictures to Facebook. She put 27 pics into one album and put the rest into 3
different albums." The whole-problem readings of sorting (ADR 0209) need the amount shared out,
and asked it as "How many pictures does Bianca have?", which an upload does not tell: uploading
copies, and ADR 0215 refuses any question about what the sender has left. Yet the albums the
pictures go into after an upload are the site's: the amount sorted is the amount uploaded.

That amount is asked instead, with the verb the story used ("How many pictures did Bianca
upload?"), only when the upload is all the story tells of those things: every event on their
chain is an upload by that one person (a verb the lexicon marks ``recipient: place``) to one
and the same site, or the site's side of it. A holding of the things ("Bianca had 50 pictures"),
another move of them, another sender or a second site leaves it open which pictures were
sorted, and the reading is not taken. The place sent to must read as a site (``reader/sites.py``):
"uploaded 41 pictures to Mia" or "to his mom" sends them to a person, who may be the one sorting
them, so the reading is not taken (ADR 0233).
"""

from __future__ import annotations

from collections.abc import Callable

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.sites import capitalised_sites, site_keys
from reader.tokenise import Sentence

PLACE = "place"  # the ``recipient`` of a verb whose 'to' names a place online (upload)


def upload_lemma(sentences: tuple[Sentence, ...], lexicon: Lexicon) -> str:
    """The one lemma of the verbs marked ``recipient: place`` the sentences use; '' for none or several."""
    found = {
        w.lemma.lower()
        for s in sentences
        for w in sentence_words(s, lexicon)
        if w is not None and w.category.startswith("verb") and w.attr("recipient") == PLACE
    }
    return found.pop() if len(found) == 1 else ""


def uploaded_amount(
    story: str,
    sentences: tuple[Sentence, ...],
    noun: str,
    subject: str,
    unit: str,
    lexicon: Lexicon,
    read: Callable,
) -> object | None:
    """The Answer to "How many <noun> did <subject> <upload>?" when the story's things are only uploaded.

    ``story`` is the text before the sorting; None when it has no upload, or tells more than the
    one sender's uploads to one site of those things.
    """
    lemma = upload_lemma(sentences, lexicon)
    if not lemma:
        return None
    base = read(f"{story} How many {noun} did {subject} {lemma}?", lexicon)
    graph = getattr(base, "graph", None)
    if graph is None or getattr(base, "unit", "") != unit or len(graph.question.entities) != 1:
        return None
    sender = graph.question.entities[0]
    events = [e for e in graph.events if e.unit_key == unit]
    sends = [e for e in events if e.holder == sender]
    sites = {e.counterparty for e in sends} - {""}
    if not sends or len(sites) != 1 or sender in sites:
        return None
    if not sites <= site_keys(capitalised_sites(story, lexicon), lexicon):
        return None  # "uploaded 41 pictures to Mia": a person, not a place online (ADR 0233)
    for e in events:
        if (
            e.kind != "change"
            or e.verb_lemma != lemma
            or not {e.holder, e.counterparty} <= {sender, "", *sites}
        ):
            return None
        if e.holder == sender and not e.counterparty and not _joined_to_site(e, sends):
            return None
    return base


def _joined_to_site(send, sends) -> bool:
    """A send naming no place is joined to a later one that does, in the same sentence.

    "uploaded 35 pictures from her phone and 5 from her camera to facebook": 'to facebook' ends the
    pair, and the reader puts it on the last amount only. A send naming no place in a sentence of
    its own may have gone anywhere.
    """
    return any(
        e.counterparty and e.sentence_index == send.sentence_index and e.token_index > send.token_index
        for e in sends
    )
