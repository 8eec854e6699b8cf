"""The money or time one told job took, with a dummy 'it': what its doer spent on it (ADR 0374).

"It cost him $40 to fix his roof", "It took Ann 3 hours to clean the garage": no count of things
done is told, so there is no rate per thing to scale (ADR 0079 reads "to fix a roof", "to fix each
roof"). What the sentence does say is that the doer spent that amount on that one job, as "He spent
$40 on the repair" says, and it is read the same way: the doer loses the amount, with the verb
'spend' and the job as the amount's purpose ("fix roof", ADR 0176).

Only this shape is read: 'It'; 'cost' or 'took', past and bare (one job, done: "It costs him $5 to
wash his car" tells no number of washes, "It will cost" tells nothing spent yet); a doer (a name, or
an object pronoun for the one person read so far); one amount (money with 'cost', time with 'took');
'to' and a verb of doing; then nothing, or the job's object: 'the' or the doer's own 'his'/'her',
describing words and nouns, to the end of the sentence. Several such parts may share the opening
("$40 to fix his roof and $9 to paint his door"). No doer ("It cost $40 to fix the roof": who paid?),
a count, 'a' or 'each' (a rate), a place, a time or anything else after the job, an 'only' or 'also',
and a part of another shape keep the refusal.
"""

from __future__ import annotations

from dataclasses import replace

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.values import EntityRef, Holding, Operation, VerbRef

PAST = {"cost": "cost", "took": "take"}
NOUN_TAGS = frozenset({"NN", "NNS"})
NOT_NAMING = frozenset({"number", "number_word", "unit_noun", "pronoun", "article", "name"})


def job_statements(
    words: tuple[Word | None, ...], p: ProblemReadingState, si: int
) -> tuple[tuple[Operation, ...], EntityRef] | None:
    """ "It cost him $40 to fix his roof (and $9 to paint his door)": one spending per job, or None."""
    from reader.dummy_it import _Cursor, _doer

    if any(w is None for w in words) or len(words) < 6:
        return None
    c = _Cursor(words)
    verb = words[1]
    if c.text() != "it" or verb is None or PAST.get(verb.text.casefold()) != verb.lemma:
        return None
    if verb.category not in ("verb_take", "verb_cost"):
        return None
    doer = _doer(replace(c, at=2), p, si)
    if doer is None or doer[0] is None:
        return None  # "It cost $40 to fix the roof": who paid is not told
    person, used = doer
    cuts = [i for i, w in enumerate(words) if w is not None and w.text.casefold() in ("and", ",")]
    bounds = [2 + used - 1, *cuts, len(words)]
    spent: list[Operation] = []
    for start, end in zip(bounds, bounds[1:], strict=False):
        part = words[start + 1 : end]
        if not part and start in cuts and end < len(words) and words[start].text == ",":
            continue  # the serial comma of ", and"
        one = _job(part, verb, person, si, len(spent))
        if one is None:
            return None
        spent.append(one)
    return (tuple(spent), person) if spent else None


def _job(
    part: tuple[Word | None, ...], verb: Word, person: EntityRef, si: int, order: int
) -> Operation | None:
    """ "$40 to fix his roof", "3 hours to clean the garage", "$10 to enter": the doer's spending on it."""
    from reader.dummy_it import _action, _amount, _Cursor, _the_doers

    c = _Cursor(part)
    found = _amount(c, verb.lemma, si)
    if found is None:
        return None
    amount, at = found
    unit = amount.unit
    wanted = "money" if verb.lemma == "cost" else "time"
    if unit is None or unit.dimension != wanted or amount.per is not None or not amount.value:
        return None
    act = c.peek(at + 1)
    if c.text(at) != "to" or not _action(act) or act is None or act.category == "verb_cost":
        return None
    purpose = _object(part[at + 2 :], person, _the_doers)
    if purpose is None:
        return None
    tagged = replace(amount, purpose=" ".join((act.lemma.casefold(), *purpose)))
    spend = VerbRef("spend", "verb_pay", verb.index, verb.text, verb.tags)
    return Operation("loss", person.key, tagged, spend, (si, order), doer=person.key)


def _object(words: tuple[Word | None, ...], person: EntityRef, the_doers) -> tuple[str, ...] | None:
    """Nothing, or 'the'/'his'/'her' (the doer's), describing words and nouns ending in a noun: their lemmas."""
    if not words:
        return ()
    first = words[0]
    owned = first is not None and first.category == "pronoun" and the_doers(first, person)
    if first is None or (first.text.casefold() != "the" and not owned):
        return None  # "a roof", "each roof", "3 roofs": a rate (ADR 0079); "Ann's roof": whose job?
    rest = words[1:]
    if not rest or not all(_naming(w) for w in rest) or not _naming(rest[-1], last=True):
        return None
    return tuple(w.lemma.casefold() for w in rest if w is not None)


def _naming(word: Word | None, last: bool = False) -> bool:
    """A noun, or a word the lexicon also knows as one ("bike", "paint"); before the last, an adjective too."""
    if word is None or word.category in NOT_NAMING:
        return False
    if word.category == "noun" or any(t in NOUN_TAGS for t in word.tags):
        return True
    return not last and word.category == "adjective"


def untold_count_of_priced_doing(sentences, p: ProblemReadingState, lexicon) -> ReaderRefusal | None:
    """ "Omar had $40. It cost him $15 to clean each carpet. How much money does he have left?": refused.

    The price or time of one doing ("It costs $15 to clean a carpet", "It takes him 20 minutes to wash
    a car", ADR 0079) of the asked person, or of no one, beside a question of the money or time that
    person holds or spent: how many times the doing was done is not told, so neither is known. Only
    questions that scale the rate itself ("How much does it cost to clean 3 carpets?", or the told
    doings asked so, "She cleans 3 carpets. How long does she spend?") read it.
    """
    q = p.unknown_target_slot
    if q is None or q.kind == "scaled" or q.unit is None or q.unit.dimension not in ("money", "time"):
        return None
    if q.unit.dimension == "time" and q.kind != "value" and not any(map(told_job, p.accumulated_operations)):
        return None  # "How many hours does he spend raking?": the told doings decide (ADR 0324)
    asked = set(q.entities) | {"there"}
    for h in p.accumulated_initial_state:
        if h.entity in asked and _doing_rate(h) == q.unit.dimension:
            return refuse(
                "underdetermined",
                "a price or time of one doing is told, but not how many times it was done (ADR 0374)",
                q.sentence_index,
                q.token_index,
                "",
            )
    return None


def told_job(op: Operation) -> bool:
    """A spending read by ``job_statements``: 'spend' said with "It took" or "It cost"."""
    return op.verb.lemma == "spend" and op.verb.text.casefold() in PAST


def _doing_rate(h: Holding) -> str:
    """ "money" for a price of a doing, "time" for a time of one ('to VERB' after the amount); else ""."""
    from reader.costs_to_do import PRICED_DOING

    q = h.quantity
    if q.per is None or q.unit is None:
        return ""
    if h.activity.startswith(PRICED_DOING) and q.unit.dimension == "money":
        return "money"
    after = h.verb is not None and h.verb.token_index > q.token_index
    return "time" if after and not h.activity and q.unit.dimension == "time" else ""
