"""A question's place that only repeats where the story's moves happened (ADR 0184).

"He found some more bottle caps at the park. ... How many bottle caps did he find at the park?"
A place after a question's move used to refuse: it might pick out some of the moves and leave
others. When the story said that same phrase ("at the park", "at the bus stop") for every move
the question would count, the place picks out all of them, and the question is the plain one.

Soundness comes from the story's words, not from a guess about what the place means:

- only a change question ("how many did he find") with a subject and no amount of its own;
- the question's phrase is its preposition, any article or owner, and the place's words, and
  that exact run of words must stand in the sentence of every move the question could count
  (its verb's kind, its doer, its things); one move without it refuses as before;
- a sentence with more than one move in it must open with the phrase ("At the bus stop 10 got
  off while some got on"), so that the place covers the whole sentence; a place said later in
  such a sentence ("lost 3 at home and found 5 at the park") may belong to one clause only.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.graph import Event, MathProblemGraph
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.phrases import NARROWING
from reader.tokenise import Sentence
from reader.unrated_things import lexicon_attr

# The words that may stand between the place's preposition and its noun: "at the park", "at his school".
LEADING = frozenset({"article", "determiner", "pronoun", "possessive_marker"})
PREPOSITIONS = frozenset({"preposition", "prep_in", "prep_price"})
INDEFINITE = ("a", "an")
AMOUNTS = frozenset({"number", "number_word"})  # the words that tell an amount in a sentence (ADR 0277)


def echoable(clause, kind: str, given) -> bool:
    """Only "how many did he V at the P": a change with a subject, one place and no amount of its own."""
    body = clause.body
    places = [m for m in body.markers if m.category == NARROWING]
    return (
        kind == "change"
        and given is None
        and clause.subject is not None
        and clause.subject.kind != "scene"
        and len(places) + (body.location is not None) == 1
        and not body.asked_purpose
        and not body.than_purpose
    )


def _words(sentence: Sentence) -> list[str]:
    return [t.text.casefold() for t in sentence.tokens]


def _find(words: list[str], run: list[str]) -> list[int]:
    n = len(run)
    return [i for i in range(len(words) - n + 1) if words[i : i + n] == run]


def _asked_phrase(sentence: Sentence, label: str, lexicon: Lexicon) -> list[str] | None:
    """The question's preposition, leading words and place, as written (lower case); None if not found.

    The place's label is made of lemmas ("wood" for "the woods"), so it is found among the lemmas;
    the story must then repeat the words as written.
    """
    looked = sentence_words(sentence, lexicon)
    lemmas = [
        (w.lemma if w is not None else t.text).casefold()
        for w, t in zip(looked, sentence.tokens, strict=True)
    ]
    place = label.casefold().replace("'s", " 's").split()
    found = _find(lemmas, place)
    if not found:
        return None
    start = found[-1]
    at = start - 1
    while at >= 0 and looked[at] is not None and looked[at].category in LEADING:
        at -= 1
    if at < 0 or looked[at] is None or looked[at].category not in PREPOSITIONS:
        return None
    return _words(sentence)[at : start + len(place)]


def _candidates(graph: MathProblemGraph) -> list[Event]:
    q = graph.question
    doers = {k for k in q.entities if k}
    return [
        e
        for e in graph.events
        if e.kind == "change"
        and e.verb_category == q.verb_category
        and e.unit_key in graph.question_units
        and (not doers or e.doer in doers or e.holder in doers)
    ]


def _moves_in(graph: MathProblemGraph, sentence_index: int) -> int:
    return len({e.order for e in graph.events if e.kind == "change" and e.sentence_index == sentence_index})


def _refusal(graph: MathProblemGraph, why: str) -> ReaderRefusal:
    q = graph.question
    return refuse(
        "unused_operator",
        f"'{q.setting}' narrows the question to a place or time no rule reads ({why})",
        q.sentence_index,
        q.token_index,
        "",
    )


def check(sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon) -> ReaderRefusal | None:
    """Refuse a question's place unless the story said it for every move the question counts."""
    q = graph.question
    if not q.setting:
        return None
    if q.kind != "change" or q.sentence_index >= len(sentences):
        return _refusal(graph, "only a move asked is read with a place")
    phrase = _asked_phrase(sentences[q.sentence_index], q.setting, lexicon)
    if phrase is None:
        return _refusal(graph, "no preposition before the place")
    question_words = _words(sentences[q.sentence_index])
    start = _find(question_words, phrase)[-1]
    asked = set(question_words[:start] + question_words[start + len(phrase) :])
    candidates = _candidates(graph)
    if any(r.unit_key in graph.question_units for r in graph.rates):
        return _refusal(graph, "an amount of the asked kind is told by a rate")
    if (
        not candidates
    ):  # as the plain question refuses: nothing it asks was told (a pronoun's reading dropped)
        return refuse(
            "underdetermined",
            f"no move of the asked kind for '{q.setting}' to narrow",
            q.sentence_index,
            q.token_index,
            "",
        )
    if any(e.sentence_index >= len(sentences) or e.sentence_index == q.sentence_index for e in candidates):
        return _refusal(graph, "a move outside the story")
    phrase = _as_story_said(sentences, candidates, phrase)
    for e in candidates:
        at = _find(_words(sentences[e.sentence_index]), phrase)
        if not at:
            return _refusal(graph, f"'{e.text}' was moved with no place said")
        shared = _moves_in(graph, e.sentence_index) > 1
        if len(at) > 1 or (
            shared
            and (at[0] != 0 or _other_place(sentences, e, phrase, asked, lexicon))
            and not _in_own_clause(sentences[e.sentence_index], e, at[0], lexicon)
        ):
            return _refusal(graph, f"the place may belong to another move than '{e.text}'")
    return None


def _as_story_said(sentences: tuple[Sentence, ...], candidates: list[Event], phrase: list[str]) -> list[str]:
    """ "in the garage sale" asked of "in a garage sale": the place the story introduced, pointed back to.

    'the' in the question points back to one place the story introduced with 'a' or 'an'. That holds
    only when the story says the indefinite phrase once, in the one sentence of every counted move:
    two sentences that each say "a garage sale" may speak of two sales (ADR 0193).
    """
    story = [_words(s) for s in sentences]
    if (
        len(phrase) < 3
        or phrase[1] != "the"
        or any(_find(story[e.sentence_index], phrase) for e in candidates)
    ):
        return phrase
    if len({e.sentence_index for e in candidates}) != 1:
        return phrase
    for article in INDEFINITE:
        said = [phrase[0], article, *phrase[2:]]
        if sum(len(_find(words, said)) for words in story) == 1:
            return said
    return phrase


def _in_own_clause(sentence: Sentence, e: Event, start: int, lexicon: Lexicon) -> bool:
    """ "selling some books in a garage sale and giving 35 books to his friend": the place stands after
    the move's amount and before the sentence's next verb, with no other place between, so it belongs to
    the move's own clause, whatever other clauses the sentence has (ADR 0193)."""
    looked = sentence_words(sentence, lexicon)
    if start <= e.token_index:
        return False
    between = looked[e.token_index + 1 : start]
    if any(w is None or w.category.startswith("verb") or w.category in PREPOSITIONS for w in between):
        return False
    return True


def _other_place(
    sentences: tuple[Sentence, ...], e: Event, phrase: list[str], asked: set[str], lexicon: Lexicon
) -> bool:
    """A second place in a sentence of several moves ("At school he lost some and 3 at home").

    A place the question names too ("got on the bus at the bus stop") picks out nothing new.
    """
    sentence = sentences[e.sentence_index]
    looked = sentence_words(sentence, lexicon)
    words = _words(sentence)
    for i in range(len(phrase), len(words)):
        if looked[i] is None or looked[i].category not in PREPOSITIONS:
            continue
        j = i + 1
        while j < len(words) and looked[j] is not None and looked[j].category in LEADING:
            j += 1
        if j >= len(words) or words[j] not in asked:
            return True
    return False


def unsaid_held_place(
    sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon
) -> ReaderRefusal | None:
    """Refuse "How many beads does she have in the box?" when the story never named a box (ADR 0212).

    A holding question's place used to be passed over: the holder's whole amount was given, as if
    the place were only scenery. That holds when the story set its things there ("in their backyard"),
    but a place named by a noun the story never said picks out things no sentence counted. Only a
    place whose last word is a noun is checked; "in the end" names a time, not a container. A place
    the story gave things to ("put 10 beads in a box") holds them apart from the person: refused too.
    """
    q = graph.question
    if not q.held_place or q.sentence_index > len(sentences):
        return None
    head = q.held_place.split()[-1].casefold()
    sense = lexicon.lookup(head)
    if sense is None or sense.category not in ("noun", "unit_noun", "money_noun", "person_noun"):
        return None  # a person noun too: "on her mp3 player" is a device (ADR 0216)
    story = sentences[: q.sentence_index]
    said = {
        (w.lemma if w is not None else t.text).casefold()
        for s in story
        for w, t in zip(sentence_words(s, lexicon), s.tokens, strict=True)
    }
    places = {e.key for e in graph.entities if e.label and e.label.split()[-1].casefold() == head}
    holds = any(e.holder in places or e.counterparty in places for e in graph.events)
    if head in said and not holds:
        elsewhere = _held_elsewhere(sentences, graph, lexicon)
        if elsewhere is None:
            return None
        why = f"a place where the story did not set its {elsewhere.text} {elsewhere.unit_key}"
    else:
        why = "a place that holds things of its own" if holds else "a place the story never named"
    return refuse(
        "unused_operator",
        f"'{q.held_place}' narrows the question to {why}",
        q.sentence_index,
        q.token_index,
        "",
    )


def _held_elsewhere(
    sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon
) -> Event | None:
    """A holding of the asked kind whose own clause does not name the asked place (ADR 0277).

    "Karen has 8 apples in her bag and 5 pears in her box. How many apples does Karen have in her box?":
    the story names a box, but it set the pears there, not the apples. Every holding the question's
    holder is told of the asked kind must name the place's words after a preposition in its sentence,
    in its own clause when the sentence tells more than one amount; the first one that does not is
    returned. A story that tells no such holding is read as before. The holder's gains of the kind are
    held to the same test (ADR 0286): "had 8 pens in her bag. Ben gave her 2 pens" never put the 2 there;
    a verb whose things arrive where the holder keeps them ('added', pack ``passive: arrives``) is not.
    """
    q = graph.question
    holders = {k for k in q.entities if k}
    attr = lexicon_attr(lexicon.lookup)
    for e in graph.events:
        # a gain too: "Ben gave her 2 pens" said no bag; an 'added' (passive: arrives) goes where hers are (ADR 0286)
        told = e.kind == "hold" or (e.sign > 0 and attr(e.verb_lemma, "passive") != "arrives")
        if not told or e.holder not in holders or e.unit_key not in graph.question_units:
            continue
        if e.sentence_index >= q.sentence_index or not held_in_place(
            sentences[e.sentence_index], e.token_index, q.held_place, lexicon
        ):
            return e
    return None


def held_in_place(sentence: Sentence, amount: int, held_place: str, lexicon: Lexicon) -> bool:
    """Whether the amount at ``amount`` was told in the place: its words after a preposition, said once,
    and in the amount's own clause when the sentence tells more than one amount (ADR 0277)."""
    place = held_place.casefold().split()
    if place and place[0].endswith("'s"):
        place = place[1:]  # "karen's box": the story says "her box", "a box"
    at = _placed_at(sentence, place, lexicon)
    if len(at) != 1:
        return False
    looked = sentence_words(sentence, lexicon)
    amounts = sum(1 for w in looked if w is not None and w.category in AMOUNTS)
    return amounts <= 1 or _after_amount(looked, amount, at[0])


def _after_amount(looked, amount: int, start: int) -> bool:
    """The place right after the amount's own words: no verb and no other preposition between."""
    if start <= amount:
        return False
    between = looked[amount + 1 : start]
    return not any(w is None or w.category.startswith("verb") or w.category in PREPOSITIONS for w in between)


def _placed_at(sentence: Sentence, place: list[str], lexicon: Lexicon) -> list[int]:
    """Where the place's words stand after a preposition and its leading words: the preposition's index."""
    looked = sentence_words(sentence, lexicon)
    lemmas = [
        (w.lemma if w is not None else t.text).casefold()
        for w, t in zip(looked, sentence.tokens, strict=True)
    ]
    found = []
    for start in _find(lemmas, place):
        at = start - 1
        while at >= 0 and looked[at] is not None and looked[at].category in LEADING:
            at -= 1
        if at >= 0 and looked[at] is not None and looked[at].category in PREPOSITIONS:
            found.append(at)
    return found
