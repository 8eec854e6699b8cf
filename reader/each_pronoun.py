""" "5 hives that each produce 20 liters", "4 bags with 12 marbles in each": 'each' with no noun (ADR 0389).

'each' here stands for one of a group counted just before it, and its noun is left out. The sentence
reader refuses a determiner with no noun after it and a distributive inside a describing relative
clause, yet it reads the same story told with the noun put back, so the problem is retold and read
whole again:

- "<N> <Cs> that|which [are|were] each <rest>." ends the sentence: it is told as "<N> <Cs>. Each <C>
  [is|was] <rest>." (the group first, then what each of its members does or is);
- "<N> <Cs> with <M> <things> in each" closing a clause: it is told as "... with <M> <things> each".

'each' binds to exactly one told group, or nothing is retold:
- the group is a count ("5 hives", "2 large pizzas", "6 bags of coffee beans") right before the
  relative pronoun or 'with', not a part of a larger group ("3 of the 10 boxes that each ...");
- the retold sentence is a plain statement (not a question, not opened by 'if' or 'when');
- the rest after 'each' runs to the end of the sentence with a number in it and no comma, 'and',
  'or', 'but' or second relative clause ("2 bottles that are each 1.5 quarts and 20 ounces a day"
  may add the ounces to each bottle or once);
- the group's noun is told nowhere else in the story ("Ann has 3 boxes" elsewhere would make
  "Each box" speak of her boxes too), and the question may name it only without a number.
Anything else leaves the first refusal standing.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences
from reader.whole_problem_words import plain_number

Words = tuple[Word | None, ...]
RELATIVES = frozenset({"that", "which"})
COPULAS = {"are": "is", "were": "was"}
JOINS = frozenset({"and", "or", "but", "that", "which", "who", "each", "every", "if", "when"})
OPENERS = frozenset({"if", "when", "whenever", "because", "since", "after", "before", "while", "as"})
MONEY = frozenset({"dollars", "dollar", "cents", "cent"})
MODIFIERS = frozenset({"adjective", "noun", "colour"})
NOUNISH = ("noun", "_noun")


def _lower(word: Word | None) -> str:
    return word.text.lower() if word is not None else ""


def _plural_noun(word: Word | None) -> bool:
    return (
        word is not None
        and word.category.endswith(NOUNISH)
        and word.category not in ("quantity_noun", "person_noun", "unit_noun")
        and "NNS" in word.tags
    )


def _number(word: Word | None) -> bool:
    if word is None or word.category != "number":
        return False
    value = plain_number(word)
    return value is not None and value > 0


def _group(words: Words, end: int) -> tuple[int, int] | None:
    """The counted group ending just before ``end``: (index of its number, index of its head noun).

    "5 hives", "2 large pizzas", "6 bags of coffee beans" (the head is the noun before 'of').
    """
    last = end - 1
    if not _plural_noun(words[last] if last >= 0 else None):
        return None
    head = last
    i = last - 1
    while i >= 0 and words[i] is not None and words[i].category in MODIFIERS:
        i -= 1
    if i >= 0 and words[i] is not None and words[i].category == "prep_of" and _plural_noun(words[i - 1]):
        head = i - 1  # "bags of coffee beans": the bags
        i = head - 1
        while i >= 0 and words[i] is not None and words[i].category in MODIFIERS:
            i -= 1
    if i < 0 or not _number(words[i]):
        return None
    if any(_lower(w) == "of" for w in words[max(i - 2, 0) : i]):
        return None  # "3 of the 10 boxes", "the first of 10 boxes": a part of a larger group
    return i, head


def _plain_rest(words: Words, start: int) -> bool:
    """After 'each': to the sentence's end, a number among the words, no join or comma."""
    rest = words[start:]
    if (
        rest
        and rest[-1] is not None
        and rest[-1].category == "punctuation"
        and rest[-1].attr("mark") != "comma"
    ):
        rest = rest[:-1]
    if not rest or any(w is None for w in rest):
        return False
    if any(w.category == "punctuation" or _lower(w) in JOINS for w in rest):
        return False
    return any(w.category == "number" for w in rest) or any("$" in w.text for w in rest)


def _relative_each(
    sentence: Sentence, words: Words, at: int, lexicon: Lexicon
) -> tuple[tuple[int, int, str], str] | None:
    """ "<N> <Cs> that [are] each <rest>." retold as "<N> <Cs>. Each <C> [is] <rest>."."""
    copula = ""
    rel = at - 1
    if _lower(words[rel]) in COPULAS:
        copula = COPULAS[_lower(words[rel])]
        rel -= 1
    if rel < 1 or _lower(words[rel]) not in RELATIVES:
        return None
    group = _group(words, rel)
    if group is None or not _plain_rest(words, at + 1):
        return None
    following = words[at + 1]
    if (following is not None and following.category == "verb_cost") or _price(words, at + 1) is not None:
        return None  # a price is retold only after a purchase (``_priced_each``)
    past = copula == "was" or (following is not None and "VBD" in following.tags and not copula)
    if past and not _told_in_past(words[: group[0]]):
        return None  # "Ivan has 5 boxes that each had 40 crayons": had then, has now?
    if copula and not _measure_or_participle(words, at + 1):
        return None  # "6 boxes that are each 12 crayons": a box is no amount of crayons
    number, head = group
    if any(w is None or _lower(w) in OPENERS for w in words[:number]):
        return None
    one = lexicon.lookup(words[head].lemma)
    if one is None or "NN" not in one.tags:
        return None  # no singular the lexicon knows ("shakes" read as its own lemma)
    tokens = sentence.tokens
    mods = " ".join(t.text for t in tokens[number + 1 : head])
    tail = " ".join(t.text for t in tokens[head + 1 : rel])  # "of coffee beans"
    noun = " ".join(x for x in (mods, words[head].lemma, tail) if x)
    if copula:
        return (tokens[rel - 1].end, tokens[at].end, f". Each {noun} {copula}"), words[head].lemma.casefold()
    verb = words[at + 1]
    if verb is None or "VBD" in verb.tags:  # "that each weighed": the past is said alike for one
        return (tokens[rel - 1].end, tokens[at].end, f". Each {noun}"), words[head].lemma.casefold()
    one = _third_person(verb, lexicon)
    if one is None:
        return None
    return (tokens[rel - 1].end, tokens[at + 1].end, f". Each {noun} {one}"), words[head].lemma.casefold()


def _told_in_past(before: Words) -> bool:
    """The clause's last verb before the group is in the past ("bought", "was"); "has", "There are" are not."""
    for word in reversed(before):
        if word is None:
            return False
        if word.category == "copula":
            return word.text.lower() in ("was", "were")
        if word.category.startswith("verb"):
            return "VBD" in word.tags and not {"VBZ", "VBP"} & set(word.tags)
    return False


def _measure_or_participle(words: Words, at: int) -> bool:
    """After "are each": a measure ("20 minutes long", "5 pounds") or a participle ("cut into 8 slices")."""
    first = words[at] if at < len(words) else None
    unit = words[at + 1] if at + 1 < len(words) else None
    if first is None:
        return False
    if first.category == "number":
        return unit is not None and unit.category == "unit_noun"
    return "VBN" in first.tags


def _third_person(verb: Word, lexicon: Lexicon) -> str | None:
    """ "produce" -> "produces", "have" -> "has": the form said of one, when the lexicon knows it as the verb."""
    base = verb.text.lower()
    if not {"VB", "VBP"} & set(verb.tags):
        return None
    if base == "have":
        form = "has"
    elif base.endswith(("s", "sh", "ch", "x", "z", "o")):
        form = base + "es"
    elif base.endswith("y") and base[-2:-1] not in ("a", "e", "i", "o", "u"):
        form = base[:-1] + "ies"
    else:
        form = base + "s"
    sense = lexicon.lookup(form)
    if sense is None or sense.entry.lemma.casefold() != verb.lemma.casefold() or "VBZ" not in sense.tags:
        return None
    return form


def _priced_each(sentence: Sentence, words: Words, at: int) -> tuple[int, int, str] | None:
    """ "<N> <Cs> that each cost $X" or "that are each $X", then a comma, 'and' or the end: "for $X each"."""
    if _lower(words[at]) != "each" or at + 2 > len(words):
        return None
    after = at + 1
    if _lower(words[at - 1]) in COPULAS:
        rel = at - 2
    elif words[after] is not None and words[after].category == "verb_cost":
        rel, after = at - 1, at + 2
    else:
        return None
    group = _group(words, rel) if rel >= 1 and _lower(words[rel]) in RELATIVES else None
    if group is None:
        return None
    told = [w for w in words[: group[0]] if w is not None]
    if not any(w.category == "verb_buy" for w in told) or any(w.category == "verb_sell" for w in told):
        return None  # "sold 6 kites that each cost $8": what they cost is not what they sold for
    price = _price(words, after)
    if price is None:
        return None
    end = after + price
    boundary = words[end] if end < len(words) else None
    if boundary is not None and not (boundary.category == "punctuation" or _lower(boundary) == "and"):
        return None
    tokens = sentence.tokens
    written = " ".join(t.text for t in tokens[after:end])
    return tokens[rel].start, tokens[end - 1].end, f"for {written} each"


def _price(words: Words, at: int) -> int | None:
    """How many words a price takes from ``at``: "$1.50" (1) or "20 dollars" (2); None when none is there."""
    first = words[at] if at < len(words) else None
    if first is None or first.category != "number":
        return None
    if first.text.startswith("$"):
        try:
            return 1 if Fraction(first.text[1:].replace(",", "")) > 0 else None
        except ValueError:
            return None
    unit = words[at + 1] if at + 1 < len(words) else None
    if _number(first) and _lower(unit) in MONEY:
        return 2
    return None


def _in_each(sentence: Sentence, words: Words, at: int) -> tuple[tuple[int, int, str], str] | None:
    """ "<N> <Cs> with <M> <things> in each" closing a clause, retold as "... with <M> <things> each"."""
    after = words[at + 1] if at + 1 < len(words) else None
    if after is not None and not (after.category == "punctuation"):
        return None
    if at < 2 or _lower(words[at - 1]) != "in":
        return None
    things = _group(words, at - 1)
    if things is None or things[1] != at - 2 or _lower(words[things[0] - 1]) != "with":
        return None
    holders = _group(words, things[0] - 1)
    if holders is None:
        return None
    number, head = holders
    if any(w is None or _lower(w) in OPENERS for w in words[:number]):
        return None
    tokens = sentence.tokens
    return (tokens[at - 1].start, tokens[at].end, "each"), words[head].lemma.casefold()


def each_pronouns(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each 'each' of a counted group given its noun; None when there is none to read."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    said = [sentence_words(s, lexicon) for s in sentences]
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for si, sentence in enumerate(sentences):
        words = said[si]
        eaches = [i for i, w in enumerate(words) if w is not None and w.category == "distributive"]
        priced = [found for at in eaches if (found := _priced_each(sentence, words, at)) is not None]
        for edit in priced:
            edits.append(edit)
            steps.append(f"'{text[edit[0] : edit[1]]}': {edit[2]}")
        if priced or len(eaches) != 1 or si == len(sentences) - 1 or sentence.is_question:
            continue
        at = eaches[0]
        if _lower(words[at]) != "each":
            continue
        found = _relative_each(sentence, words, at, lexicon) or _in_each(sentence, words, at)
        if found is None:
            continue
        edit, head = found
        if not _only_here(said, si, head):
            return None
        edits.append(edit)
        steps.append(f"'each' stands for one {head} of the group told just before it")
    return with_edits(text, edits, steps)


def _only_here(said: list[Words], si: int, head: str) -> bool:
    """The group's noun is told in no other sentence; the question names it only without a number."""
    for i, words in enumerate(said):
        if i == si or not any(w is not None and w.lemma.casefold() == head for w in words):
            continue
        if i != len(said) - 1 or any(w is not None and w.category == "number" for w in words):
            return False
    return True


__all__ = ["each_pronouns"]
