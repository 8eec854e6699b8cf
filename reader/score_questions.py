"""'What would her score be?': the noun of a rate's own verb asks what the rate gained (ADR 0168).

"Amy scores 4 points for each treasure she finds. If she found 6 treasures,
what would her score be?" The noun in the question is the verb of the one
rate stated ("scores 4 points for each treasure"), used as a noun, and its
owner is a possessive pronoun: it names the total that verb brought its
owner, so the question asks what

    what <modal> <possessive> <noun> be  =  how many <rate's unit> <modal> <subject pronoun> have

asks, and is read so by the ordinary question rules. The shape must be the
whole asking part, at the start or right after the comma closing a
condition; a noun that is no rate's verb, or one shared by two rates, or any
other word leaves the sentence to the ordinary reader, which refuses.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.imperative_questions import read_tokens
from reader.lifecycle import apply_word, begin_sentence, end_sentence, lookup
from reader.refusals import ReaderRefusal
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import Unit

Choices = tuple[tuple[int, int, str], ...]
AGREEMENT = ("person", "gender", "number")


def _rate_units(noun: Word, problem: ProblemReadingState) -> tuple[Unit, Unit] | None:
    """Unit and per-unit of the one rate whose verb the noun is ("score": scores 4 points for each treasure)."""
    if "NN" not in noun.tags or noun.category != "verb_gain":
        return None
    rates = [
        (h.quantity.unit, h.quantity.per)
        for h in problem.accumulated_initial_state
        if h.verb is not None and h.quantity.per is not None and h.verb.lemma == noun.lemma
    ]
    if len(rates) != 1 or rates[0][0] is None or rates[0][1] is None:
        return None
    return rates[0][0], rates[0][1]


def _subject_form(owner: Word, lexicon: Lexicon) -> str:
    """ "her" -> "she": the pronoun that agrees with the owner and stands as a subject."""
    wanted = tuple(owner.attr(a) for a in AGREEMENT)
    found = [
        e.lemma
        for e in lexicon.entries
        if e.category == "pronoun"
        and dict(e.attrs).get("case") == "subject"
        and tuple(dict(e.attrs).get(a, "") for a in AGREEMENT) == wanted
    ]
    return found[0] if len(found) == 1 else ""


def read_score_question(
    sentence: Sentence, problem: ProblemReadingState, lexicon: Lexicon, choices: Choices
) -> ProblemReadingState | ReaderRefusal | None:
    """The question read as 'how many <unit> would <she> have'; None when it is not this shape."""
    texts = [t.text.casefold() for t in sentence.tokens]
    if not sentence.is_question or len(texts) < 5 or texts[-5] != "what":
        return None
    at = len(texts) - 5
    if at > 0 and texts[at - 1] != ",":
        return None
    modal, owner, noun, copula = (lookup(texts[i], i, lexicon) for i in range(at + 1, at + 5))
    if modal is None or owner is None or noun is None or copula is None:
        return None
    if modal.category != "auxiliary" or modal.attr("light_verb") or modal.attr("modality"):
        return None  # "would", "will": not do-support, not "can" (an ability, not an amount had)
    if copula.category != "copula":
        return None
    if owner.category != "pronoun" or "possessive" not in owner.attr("case"):
        return None
    units, subject = _rate_units(noun, problem), _subject_form(owner, lexicon)
    if units is None or not subject:
        return None
    unit, per = units
    state = read_tokens(begin_sentence(problem, sentence.start), sentence, 0, at, problem, lexicon, choices)
    if isinstance(state, ReaderRefusal):
        return state
    for word in ("how", "many", unit.head, texts[at + 1], subject, "have"):
        step = apply_word(state, problem, word, lexicon)
        if isinstance(step, ReaderRefusal):
            return step
        state = step
    read = end_sentence(state, problem, sentence.end, True)
    if isinstance(read, ProblemReadingState) and any(
        o.kind != "gain" for o in read.accumulated_operations if o.quantity.unit == per
    ):
        return None  # "found 6 and lost 2 of them": whether a loss takes back its points is not said
    return read
