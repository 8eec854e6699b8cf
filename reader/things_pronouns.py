""" "Ivo has 5 crates. They hold 12 jars each.": 'They'|'It' for the things just told (ADR 0489).

A story often counts one kind of thing and then tells, with 'They' or "If they", what each of them
costs, weighs, holds or is. The sentence reader finds no entity for 'they' (it reads pronouns of
people), yet it reads the same fact told as "Each crate holds 12 jars." So the pronoun clause is
retold in that shape and the whole problem is read again; the reader's own checks still apply.

'They' is bound to the things only when it can be nothing else:
- it opens the sentence right after the counting one ("They ..." or "If they ...");
- that sentence counts exactly one kind of thing: one number, followed by one plural noun that is
  the sentence's only plural noun ("3 boxes of tiles": boxes or tiles? refused);
- no person group is told before it: every statement before opens with the same one person (a
  name, he, she, I), no other person, no plural person noun, no group noun (a shop, a team), no
  'we'/'they'/'them'/'their'/'it' anywhere in the problem but the retold pronoun;
- the clause is "they [each] <cost|are|were|weigh|have|hold|contain> <amount> [each|apiece|a piece]"
  with 'each' told once (without it "They cost $12" may be the whole bill), the amount one number
  and its unit words, nothing else (no negation, no 'and', no second number).
'It' is retold as "The <thing> costs $P" only after a statement with no number and one thing told
with 'a'|'an' ("Ivo buys a lamp."), the clause "it costs|cost|is|was $P" and nothing more (no 'each',
no "to fix"): with two things it could be either, and what one thing has is not read this way.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import plain_number

Words = tuple[Word | None, ...]
VERBS = {
    "cost": "cost",
    "costs": "costs",
    "are": "is",
    "were": "was",
    "weigh": "weighs",
    "weighed": "weighed",
    "have": "has",
    "hold": "holds",
    "contain": "contains",
}
PAST = frozenset({"was", "weighed"})
ONE_PEOPLE = frozenset({"he", "she", "i"})
GROUP_WORDS = frozenset({"they", "them", "their", "theirs", "themselves", "we", "us", "our", "ours"})
GROUP_NOUNS = frozenset(
    {
        "team",
        "shop",
        "store",
        "bakery",
        "company",
        "family",
        "class",
        "club",
        "group",
        "school",
        "factory",
        "restaurant",
        "farm",
        "zoo",
        "crew",
        "band",
        "cafe",
        "market",
        "business",
        "firm",
        "couple",
        "pair",
    }
)
AMOUNT_WORDS = ("noun", "unit_noun", "adjective", "colour", "prep_of", "money_noun")
MARKS = frozenset({"each", "apiece"})


def _low(word: Word | None) -> str:
    return word.text.lower() if word is not None else ""


def _plural(word: Word | None) -> bool:
    """A plural noun of any kind ('day' is tagged both ways and is not one)."""
    return (
        word is not None and word.category.endswith("noun") and "NNS" in word.tags and "NN" not in word.tags
    )


def _count(word: Word | None) -> bool:
    if word is None or word.category != "number" or word.text.startswith("$"):
        return False
    value = plain_number(word)
    return value is not None and value.denominator == 1 and value >= 2


def _group(words: Words) -> int | None:
    """The index of the one counted plural thing of a statement ("Ivo gets 5 crates"); None otherwise."""
    numbers = [i for i, w in enumerate(words) if w is not None and w.category == "number"]
    plurals = [i for i, w in enumerate(words) if _plural(w)]
    if len(numbers) != 1 or len(plurals) != 1 or not _count(words[numbers[0]]):
        return None
    at, head = numbers[0], plurals[0]
    if head <= at or any(w.category not in ("adjective", "colour") for w in words[at + 1 : head]):
        return None
    if words[head].category != "noun":
        return None  # "5 friends", "4 pounds": people or a measure, not things
    return head


def _one_teller(all_words: list[Words]) -> bool:
    """Every statement before opens with the same one person, and no other person or group is told."""
    teller = ""
    for words in all_words:
        if not words or any(w is None for w in words):
            return False
        first = words[0]
        name = first.category == "name" or (
            first.text[:1].isupper() and "NN" in first.tags and first.category != "article"
        )
        if _low(first) in ONE_PEOPLE:
            pass
        elif name:
            if teller and teller != first.text:
                return False
            teller = first.text
        else:
            return False
        for i, w in enumerate(words):
            if i and (w.category == "name" or w.text[:1].isupper()) and w.text != teller:
                return False  # another person ("with Lea") or a named place
            if w.category == "person_noun" or w.lemma.casefold() in GROUP_NOUNS:
                return False
    return bool(teller)


def _positive(word: Word) -> bool:
    """A number more than nothing: a plain one ("12", "1.5") or money ("$3", "$2.50")."""
    text = word.text[1:] if word.text.startswith("$") else word.text
    try:
        return Fraction(text.replace(",", "")) > 0
    except (ValueError, ZeroDivisionError):
        return False


def _clause(words: Words, at: int) -> tuple[int, int, str] | None:
    """ "they [each] <verb> <amount> [each]" from ``at``: (verb index, clause end, retold verb)."""
    i = at + 1
    each = 0
    if _low(words[i] if i < len(words) else None) == "each":
        each, i = 1, i + 1
    if i >= len(words) or _low(words[i]) not in VERBS:
        return None
    verb = i
    i += 1
    if i >= len(words) or words[i] is None or words[i].category != "number":
        return None
    if not _positive(words[i]):
        return None
    i += 1
    while i < len(words) and words[i] is not None and words[i].category in AMOUNT_WORDS:
        i += 1
    if i < len(words) and _low(words[i]) in MARKS:
        each, i = each + 1, i + 1
    elif i + 1 < len(words) and _low(words[i]) == "a" and _low(words[i + 1]) == "piece":
        each, i = each + 1, i + 2
    if each != 1:
        return None
    return verb, i, VERBS[_low(words[verb])]


def _one_thing(words: Words) -> int | None:
    """The index of the one thing of a statement with no number ("Ivo buys a lamp"); None otherwise."""
    if any(w is None or w.category in ("number", "number_word") for w in words):
        return None
    nouns = [
        i for i, w in enumerate(words) if i and w.category.endswith("noun") and w.category != "unit_noun"
    ]
    if len(nouns) != 1 or words[nouns[0]].category != "noun" or "NNS" in words[nouns[0]].tags:
        return None
    head = nouns[0]
    i = head - 1
    while i > 0 and words[i].category in ("adjective", "colour"):
        i -= 1
    return head if _low(words[i]) in ("a", "an") else None


def _it_clause(words: Words, at: int) -> tuple[int, int, str] | None:
    """ "it costs|cost|is|was <money>": (verb index, clause end, retold verb); no 'each' for one thing."""
    verb = at + 1
    said = {"costs": "costs", "cost": "cost", "is": "costs", "was": "cost"}.get(_low(words[verb]))
    money = words[verb + 1] if verb + 1 < len(words) else None
    if said is None or money is None or not money.text.startswith("$") or not _positive(money):
        return None
    return verb, verb + 2, said


def things_pronouns(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with the one 'They'|'It' clause retold as "Each <thing> ..." or "The <thing> costs ..."."""
    sentences = split_sentences(text)
    all_words = [tuple(sentence_words(s, lexicon)) for s in sentences]
    spots = [
        (k, 1 if _low(words[0]) == "if" else 0, _low(words[1 if _low(words[0]) == "if" else 0]))
        for k, words in enumerate(all_words)
        if k
        and len(words) > 2
        and (
            _low(words[0]) in ("they", "it") or (_low(words[0]) == "if" and _low(words[1]) in ("they", "it"))
        )
    ]
    if len(spots) != 1:
        return None
    k, at, pronoun = spots[0]
    group_words = GROUP_WORDS | {"it", "its", "itself"}
    if sum(1 for words in all_words for w in words if _low(w) in group_words) != 1:
        return None  # a second 'they', 'them', 'it', 'we': the things and a group may both be told
    before = all_words[k - 1]
    if any(s.is_question for s in sentences[:k]) or not _one_teller(all_words[:k]):
        return None
    head = _group(before) if pronoun == "they" else _one_thing(before)
    if head is None:
        return None
    words = all_words[k]
    clause = _clause(words, at) if pronoun == "they" else _it_clause(words, at)
    if clause is None:
        return None
    verb, end, retold = clause
    told = [w for w in before if w is not None and w.category.startswith("verb")]
    if retold in PAST and not any("VBD" in w.tags for w in told):
        return None  # "Bo has 5 crates. They were full ...": then or now?
    if _low(words[verb]).startswith("cost") and any(w.category == "verb_sell" for w in told):
        return None  # a seller's things: what they cost him, or their price?
    rest = words[end:]
    if at == 0:
        if rest:
            return None  # the statement is this clause alone
    elif not rest or _low(rest[0]) != ",":
        return None  # "If they ..., <main clause>"
    thing = lexicon.lookup(before[head].lemma)
    if thing is None or "NN" not in thing.tags:
        return None
    tokens = sentences[k].tokens
    noun = before[head].lemma
    opening = (
        ("Each" if pronoun == "they" else "The")
        if at == 0
        else ("If each" if pronoun == "they" else "If the")
    )
    amount = " ".join(t.text for t in tokens[verb + 1 : end] if t.text.lower() not in ("each", "apiece"))
    if amount.endswith(" a piece"):
        amount = amount[: -len(" a piece")]
    said = f"{opening} {noun} {retold} {amount}"
    edit = (tokens[0].start, tokens[end - 1].end, said)
    return with_edits(text, [edit], [f"'{pronoun}' is the {before[head].text} just told: read as '{said}'"])


__all__ = ["things_pronouns"]
