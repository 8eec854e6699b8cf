"""How long a stock lasts, beyond ADR 0218's plain shape (ADR 0334).

Three widenings of `reader/supply_paces.py`, each a check it asks before it answers:

- the count of periods asked in a longer unit than the pace's: only where the calendar or the clock
  fixes the step (7 days a week, 60 minutes an hour, 60 seconds a minute), and the count must be whole
  in both units. A month or a year is no whole number of weeks or days, a day no fixed number of hours
  of use, and a shorter unit ("6 a week", asked in days) would need to know when in the week the things
  are used: those refuse.
- the stock told as containers of the pace's things ("5 notebooks that have 40 pages each", "with 40
  pages each"): the notebooks last as long as their pages. The container and the thing must each be
  named once in the story, in that phrase, so no other pages and no notebook given away can change it.
- the stock named in the question itself ("How many weeks will 56 pages last?") when the story is only
  the pace: the count is checked by asking the reader how many things the pace uses in that time.

Two checks from a red-team round guard ADR 0218's reading as well: the stock must be held by the pace's
subject alone (`sole_holder`), and the asked noun must be the stock as told, not one of it (`as_told`).
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.reasked_steps import category_of
from reader.rules.context import Word
from reader.tokenise import Sentence

# the fixed steps between periods of use: (shorter, longer) -> how many shorter make one longer
STEPS: dict[tuple[str, str], int] = {
    ("second", "minute"): 60,
    ("minute", "hour"): 60,
    ("second", "hour"): 3600,
    ("day", "week"): 7,
}


def in_asked_unit(periods: Fraction, pace_period: str, asked: str | None) -> Fraction | None:
    """The count of pace periods told in the asked period; None unless both counts are whole."""
    if periods.denominator != 1:
        return None
    if asked is None or asked == pace_period:
        return periods
    if (pace_period, asked) in STEPS:  # "4 pages a day", asked in weeks
        value = periods / STEPS[(pace_period, asked)]
        return value if value.denominator == 1 else None
    return None


def converts(pace_period: str, asked: str) -> bool:
    """The asked period is the pace's or a fixed number of them; never a shorter one: "6 a week" says
    nothing of the day within the week the stock runs out."""
    return asked == pace_period or (pace_period, asked) in STEPS


OWNING = frozenset({"have", "contain", "hold"})
RELATIVES = frozenset({"that", "which"})


def _holds_each(
    words: tuple[Word | None, ...], texts: tuple[str, ...], at: int, thing: str
) -> tuple[int, int] | None:
    """After a container noun at ``at``: "that have|with N THING each": the thing's index and the 'each'."""
    i = at + 1
    if i < len(words) and texts[i].lower() in RELATIVES:
        i += 1
        if i >= len(words) or category_of(words[i]) != "verb_possess" or words[i].lemma.lower() not in OWNING:
            return None
        i += 1
    elif i < len(words) and category_of(words[i]) == "prep_with":
        i += 1
    else:
        return None
    if i + 2 >= len(words) or category_of(words[i]) != "number":
        return None
    noun = words[i + 1]
    if noun is None or noun.lemma.lower() != thing or texts[i + 2].lower() != "each":
        return None
    return i + 1, i + 2


def contained(
    story: list[Sentence], lexicon: Lexicon, container: Word, thing: Word
) -> frozenset[tuple[int, int]] | None:
    """Where the story tells the container as holding the thing, once: the ('sentence', 'token') of its 'each'.

    None when the container or the thing is named anywhere else in the story (a second purchase, a
    notebook given away, loose pages), or when the phrase is not there.
    """
    box, part = container.lemma.lower(), thing.lemma.lower()
    if box == part:
        return None
    found: list[tuple[int, int]] = []
    seen_box = seen_part = 0
    for s, sentence in enumerate(story):
        words = sentence_words(sentence, lexicon)
        texts = tuple(t.text for t in sentence.tokens)
        for i, w in enumerate(words):
            if w is None:
                continue
            lemma = w.lemma.lower()
            if lemma == box:
                seen_box += 1
                if i == 0 or category_of(words[i - 1]) != "number":
                    return None  # "the notebooks", "a notebook": one counted purchase only
                held = _holds_each(words, texts, i, part)
                if held is not None:
                    found.append((s, held[1]))
            elif lemma == part:
                seen_part += 1
    if len(found) != 1 or seen_box != 1 or seen_part != 1:
        return None
    return frozenset(found)


def _kind_words(unit_key: str) -> frozenset[str]:
    """The nouns of a unit key: 'dim:volume_imperial+of:rice' -> {rice}, 'piece+of:candy' -> {piece, candy}."""
    words: set[str] = set()
    for part in unit_key.split("+"):
        if not part.startswith("dim:"):
            words.update(part.removeprefix("of:").split())
    return frozenset(words)


def sole_holder(answer: object) -> bool:
    """Every amount of the asked things is the asked holder's, or moves between them and another.

    A second holder of the same things ("His sister has 30 napkins", "The family has 30", "his wife has
    5 pounds of rice") makes "the napkins" either the subject's alone or everyone's, and a pronoun
    subject may mean either holder: refuse. A transfer with the subject ("from her sister", "gives his
    mom 30") only says where the subject's things came from or went.
    """
    graph = getattr(answer, "graph", None)
    if graph is None or graph.question is None or len(graph.question.entities) != 1:
        return False
    holder = graph.question.entities[0]
    asked = set(graph.question_units)
    kinds = frozenset().union(*(_kind_words(u) for u in asked))
    own = {
        (e.sentence_index, e.token_index, -e.sign, e.value)
        for e in graph.events
        if e.holder == holder and e.kind == "change"
    }
    for event in graph.events:
        if event.holder == holder or (
            event.unit_key not in asked and not kinds & _kind_words(event.unit_key)
        ):
            continue
        moved = (event.sentence_index, event.token_index, event.sign, event.value) in own
        if event.kind != "change" or holder not in (event.counterparty, event.doer) or not moved:
            return False
    return True


def as_told(story: list[Sentence], lexicon: Lexicon, supply: Word, supply_text: str) -> bool:
    """The asked supply is written as the story tells it, in a form that can be several things.

    "the napkin" after "70 napkins", "the box" after "4 boxes" ask about one of them, not the stock; a
    noun the lexicon reads only as singular ("notebook") cannot be the whole of a counted stock. A mass
    noun ("rice", "candy") is asked as told.
    """
    if supply.category == "money_noun":
        return True
    if "NNS" not in supply.tags:
        return False
    lemma, told = supply.lemma.lower(), supply_text.casefold()
    seen = False
    for sentence in story:
        for w in sentence_words(sentence, lexicon):
            if w is not None and w.lemma.lower() == lemma:
                if w.text.casefold() != told:
                    return False
                seen = True
    return seen
