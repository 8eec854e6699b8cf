""" "In a yard, the number of tanks is five times the number of trucks.": a count at a place told through 'the number of'.

"The number of dogs at the shelter is 200" says what "There are 200 dogs at the shelter" says, and
"In a yard, the number of tanks is five times the number of trucks" what "There are five times as
many tanks as trucks in the yard" says: an amount, or a multiple of another kind's amount, at one
place. The sentence reader reads 'the number of X in P is N' (ADR 0153 / 0359's neighbour
``number_subjects``), but not a place told before the clause ("In a yard, ..."), a place after 'at',
nor a multiple after the copula. When the whole reading refused at the 'number' of a statement of
that shape, it is written again in the existential wording the place rules read, and the problem is read
again (ADR 0359):

- "[In|On|At P,] the [total] number of <things> [in|on|at P] is|was N." reads as
  "There are|were N <things> <in|on|at> P.";
- "[In|On|At P,] the number of <things> [in|on|at P] is|was <twice|thrice|double|triple|half|K times>
  [as many as] the number of <other things> [in|on|at the same P | in|on|at P]." reads as
  "There are|were <factor> as many <things> as <other things> <in|on|at> P.".

Exactly one place scopes the clause: told before it or after the counted things, never both, and
never missing (with no place, "the number of apples" may count one holder's apples or everyone's).
The compared side may repeat that place ("in the same park", or the same words), and no other: two
places compare two scopes, which a single existential sentence cannot say. The things and the place
are plain nouns and adjectives: a relative clause ("the number of cars that ..."), a time ("last
year", "on Monday"), a negation, a rate ("per day"), 'each', a percentage, a difference ("10 more
than"), the ambiguous "three times more than", and every other shape keep the refusal. The clause is
a whole statement, never a question or a condition. A kind of several words ("the number of green
forks") is retold only when the question names it so: ADR 0159 refuses a question for every fork after
'the number of' counted a part of them, and the retold "There are 14 green forks" would not show it.
"""

from __future__ import annotations

from reader.tokenise import Sentence, split_sentences

PREPOSITIONS = frozenset({"in", "on", "at", "inside"})
DETERMINERS = frozenset({"the", "a", "an"})
PAST = {"is": False, "was": True}
AMOUNT = frozenset({"number", "number_word"})
# a multiplier word and the factor it reads as before 'as many'
FACTORS = {
    "twice": "twice",
    "double": "twice",
    "thrice": "three times",
    "triple": "three times",
    "half": "half",
}
TIME_DIMENSIONS = frozenset({"time", "calendar"})
PLAIN = frozenset({"noun", "adjective", "color_adjective"})  # the categories of a name's plain words
# nouns that name a time, not a place: "In the end, the number of apples is 5"
TIMES = frozenset({"beginning", "end", "start", "past", "future", "meantime", "moment", "present", "while"})
NOT_PLAIN = TIMES | frozenset(
    {"same", "other", "another", "each", "every", "all", "both", "per", "total", "combined"}
)


def read_number_at_place(text: str, lexicon, read, refusal):
    """(answer, step) for the problem with the refused 'the number of X at P is ...' statement retold, or None.

    Only the statement the reading refused at, at its 'number': a later one is retold when the re-read
    refuses at it, so no statement another rule reads (ADR 0153 / 0159) is ever retold.
    """
    from reader.answer import Answer

    if refusal.reason != "unexpected_category" or refusal.token_text.casefold() != "number":
        return None
    sentences = split_sentences(text)
    if not 0 <= refusal.sentence_index < len(sentences) - 1:
        return None  # the last sentence is the question
    sentence = sentences[refusal.sentence_index]
    plain = retold(sentence, lexicon)
    if plain is None or not _kinds_asked_whole(sentence, plain, sentences[-1]):
        return None
    start, end = sentence.tokens[0].start, sentence.tokens[-1].end
    result = read(text[:start] + plain + text[end:], lexicon)
    if not isinstance(result, Answer):
        return None
    return result, f"'{text[start:end]}' read as '{plain}'"


def _kinds_asked_whole(sentence: Sentence, plain: str, question: Sentence) -> bool:
    """A kind of several words ('green forks') is retold only when the question names it so (ADR 0159).

    'The number of green forks' counts a part of the forks; a question for every fork must keep ADR 0159's
    refusal, which reads 'the number of' and so would not see the retold 'There are 14 green forks'.
    """
    asked = " ".join(t.text.casefold() for t in question.tokens)
    told = " ".join(t.text.casefold() for t in sentence.tokens)
    kinds = _told_kinds(told)
    return all(len(k.split()) == 1 or f" {k} " in f" {asked} " for k in kinds)


def _told_kinds(told: str) -> list[str]:
    """The phrases after each 'number of', up to a preposition, the copula or the end."""
    kinds = []
    for part in told.split("number of ")[1:]:
        words = []
        for w in part.split():
            if w in PREPOSITIONS or w in PAST or w in {",", "."}:
                break
            words.append(w)
        kinds.append(" ".join(words))
    return kinds


def retold(sentence: Sentence, lexicon) -> str | None:
    """The statement in the existential wording, or None when it is not one of the two shapes."""
    if sentence.is_question:
        return None
    said = [t.text for t in sentence.tokens]
    if len(said) < 6:
        return None
    texts = [w.casefold() for w in said]
    if "number" not in texts or any(_negative(w, lexicon) for w in texts):
        return None
    at, lead = 0, None
    if texts[0] in PREPOSITIONS:  # "In a yard, the number of ..."
        comma = texts.index(",") if "," in texts else None
        if comma is None:
            return None
        lead = _place(said, texts, 0, comma, lexicon, same=False)
        if lead is None:
            return None
        at = comma + 1
    if texts[at : at + 1] != ["the"]:
        return None
    at += 1
    total = texts[at] == "total"
    if total:
        at += 1
    if texts[at : at + 2] != ["number", "of"]:
        return None
    at += 2
    copula = next((i for i in range(at, len(texts)) if texts[i] in PAST), None)
    if copula is None:
        return None
    split = _things_and_place(said, texts, at, copula, lexicon)
    if split is None:
        return None
    things, place = split
    if (lead is None) == (place is None):
        return None  # no place, or two (the same place told twice is another shape)
    where = (lead or place).split(" ", 1)
    where = f"{where[0].casefold()} {where[1]}"
    past = PAST[texts[copula]]
    there = "There were" if past else "There are"
    rest = copula + 1
    if rest + 1 == len(texts) and _is_amount(said[rest], lexicon):
        return f"{there} {said[rest]} {things} {where}"
    if total:
        return None  # "the total number of X is twice ...": a total compared, another shape
    factor, rest = _factor(said, texts, rest, lexicon)
    if factor is None or texts[rest : rest + 3] != ["the", "number", "of"]:
        return None
    rest += 3
    split = _things_and_place(said, texts, rest, len(texts), lexicon, same=True)
    if split is None:
        return None
    other, again = split
    if again is not None and not _same_place(again, where):
        return None  # "... the number of elephants at another park": two scopes compared
    if other.casefold() == things.casefold():
        return None
    return f"{there} {factor} as many {things} as {other} {where}"


def _factor(said: list[str], texts: list[str], at: int, lexicon) -> tuple[str | None, int]:
    """('twice' / 'three times' / 'half', index after it and after 'as many as' or 'of'), or (None, at)."""
    if at >= len(texts):
        return None, at
    if texts[at] in FACTORS:
        factor, at = FACTORS[texts[at]], at + 1
        if factor == "half" and texts[at : at + 1] == ["of"]:
            return factor, at + 1
    elif _is_amount(said[at], lexicon) and texts[at + 1 : at + 2] == ["times"]:
        factor, at = f"{said[at]} times", at + 2
    else:
        return None, at
    if texts[at : at + 3] == ["as", "many", "as"]:
        at += 3
    return factor, at


def _things_and_place(
    said, texts, start: int, end: int, lexicon, same: bool = False
) -> tuple[str, str | None] | None:
    """('red cars', 'in the yard' or None) for the words from start to end, or None when not plain."""
    cut = next((i for i in range(start, end) if texts[i] in PREPOSITIONS), end)
    if cut == start or not all(_plain(w, lexicon, thing=True) for w in texts[start:cut]):
        return None
    things = " ".join(said[start:cut])
    if cut == end:
        return things, None
    place = _place(said, texts, cut, end, lexicon, same=same)
    return (things, place) if place is not None else None


def _place(said, texts, start: int, end: int, lexicon, same: bool) -> str | None:
    """'in the yard' for a preposition, an article and plain words; 'in the same yard' only when same."""
    words = texts[start + 1 : end]
    if texts[start] not in PREPOSITIONS or len(words) < 2 or words[0] not in DETERMINERS:
        return None
    body = words[2:] if same and words[1] == "same" and words[0] == "the" else words[1:]
    if not body or not all(_plain(w, lexicon, thing=False) for w in body):
        return None
    return " ".join(said[start:end])


def _same_place(again: str, where: str) -> bool:
    """The compared side's place is the clause's own: the same words, or 'the same <its last word>'."""
    a, w = again.casefold().split(), where.casefold().split()
    if a == w:
        return True
    return len(a) == 4 and a[0] == w[0] and a[1:3] == ["the", "same"] and a[3] == w[-1] and "same" not in w


def _plain(word: str, lexicon, thing: bool) -> bool:
    """A noun or an adjective of a name; never a number, a time, a marker, a verb or a measure unit."""
    if word in NOT_PLAIN:
        return False
    entry = lexicon.lookup(word)
    if entry is None:
        return word.isalpha()
    category = entry.category
    if category == "unit_noun":
        dimension = dict(entry.entry.attrs).get("dimension")
        return not thing and dimension not in TIME_DIMENSIONS
    return category in PLAIN or (category == "person_noun" and thing)


def _is_amount(word: str, lexicon) -> bool:
    entry = lexicon.lookup(word)
    if entry is None:
        return word.replace(",", "").isdigit()
    return entry.category in AMOUNT


def _negative(word: str, lexicon) -> bool:
    entry = lexicon.lookup(word)
    return word in {"not", "no", "never", "n't"} or (entry is not None and entry.category == "negation")
