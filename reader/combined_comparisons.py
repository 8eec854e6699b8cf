"""A difference asked against the sum of several named amounts (ADR 0333).

"How many more squares does Pedro have than Jesus and Linden combined?" compares one amount with a
sum. Each amount alone is a question the reader already answers ("How many squares does Jesus
have?"), so the question is asked again once for the single side and once for every member of the
group, and the difference is taken here: single minus sum for 'more', sum minus single for
'fewer'/'less'; the reverse order ("How many more do Jesus and Linden have together than Pedro?")
swaps the sides.

Read (the last sentence, opened by "How many"):

- "How many more|fewer|less <asked words with one slot> than [both] M1[,] and M2 [<words>] <sum>?"
  where every member M is one word of the slot's kind (a name as written for a name, else the
  same lexicon category: 'red' and 'blue', 'apples' and 'pears'), the words after the last member
  repeat the ones after the slot ("than blue and green balls combined"), and <sum> is 'combined',
  'together', 'altogether', 'put together' or 'in all';
- "How many more|fewer|less <asked words with [both] M1 and M2> <sum> than X?": the group in the
  asked words, one word X of the members' kind after 'than'.

Refused (no reading): two after 'than' with no <sum> word ("than Jesus and Linden": each, or both?),
a slot that is not the one word of its kind in the asked words, a member repeated or equal to the
other side, a number, a negation or a second 'than' in the question, any re-asked amount the reader
does not answer, amounts in different units, and a difference that is not above zero (the
question's 'more' or 'fewer' would be wrong).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from packs.model import Lexicon
from reader.derivation import fmt
from reader.lifecycle import sentence_words
from reader.tokenise import Sentence, split_sentences

_UP = frozenset({"more"})
_DOWN = frozenset({"fewer", "less"})
_ONE_WORD_SUMS = frozenset({"combined", "together", "altogether"})
_TWO_WORD_SUMS = frozenset({("put", "together"), ("in", "all")})
_NEGATIONS = frozenset({"not", "n't", "never", "no"})
_NUMBER_CATEGORIES = frozenset({"number", "number_word", "scale_word"})
# categories a member of the compared group may have: persons and kinds, never pronouns or amounts
_MEMBER_CATEGORIES = frozenset({"name", "noun", "adjective", "person_noun", "animal_noun"})


def _text(word) -> str:
    return word.text.casefold() if word is not None else ""


def _sum_at_end(texts: list[str]) -> int:
    """How many of the last words say 'all of them added' (0 when they do not)."""
    if len(texts) >= 2 and (texts[-2], texts[-1]) in _TWO_WORD_SUMS:
        return 2
    if texts and texts[-1] in _ONE_WORD_SUMS:
        return 1
    return 0


def _kind(tokens, words, i: int) -> str:
    """The kind a word is compared by: a name as written (capitalised inside the sentence), else its category."""
    word = words[i]
    if word is None:
        return ""
    if i > 0 and tokens[i].text[:1].isupper() and word.category in ("name", "noun"):
        return "name"
    return word.category if word.category in _MEMBER_CATEGORIES else ""


def _group(tokens, words, lo: int, hi: int) -> list[int] | None:
    """The positions of the members of "[both] M1, M2[,] and M3" spanning [lo, hi); None for any other shape."""
    texts = [_text(w) for w in words[lo:hi]]
    both = bool(texts) and texts[0] == "both"
    at = lo + 1 if both else lo
    members, joins = [at], []
    while at + 1 < hi:
        rest = [_text(w) for w in words[at + 1 : at + 3]]
        join = (",", "and") if rest == [",", "and"] else tuple(rest[:1])
        if join not in ((",",), ("and",), (",", "and")):
            return None
        at += len(join) + 1
        if at >= hi:
            return None
        members.append(at)
        joins.append(join)
    if len(members) < 2 or joins[-1] == (",",) or any(j != (",",) for j in joins[:-1]):
        return None  # "A and B and C", "A, B": not one list
    if joins[-1] == (",", "and") and len(members) < 3 or both and len(members) != 2:
        return None
    kinds = {_kind(tokens, words, i) for i in members}
    if len(kinds) != 1 or "" in kinds:
        return None
    return members


def _span_text(text: str, tokens, lo: int, hi: int) -> str:
    return text[tokens[lo].start : tokens[hi - 1].end] if hi > lo else ""


def _parsed(question: Sentence, text: str, lexicon: Lexicon):
    """(sign, 'many' or 'much', the asked words before and after the slot, the single side, the members) or None."""
    tokens = question.tokens
    words = sentence_words(question, lexicon)
    n = len(tokens)
    while n and tokens[n - 1].text in ("?", "."):
        n -= 1
    texts = [_text(w) for w in words[:n]]
    if n < 8 or texts[0] != "how" or texts[1] not in ("many", "much") or texts[2] not in _UP | _DOWN:
        return None
    sign = 1 if texts[2] in _UP else -1
    thans = [i for i, t in enumerate(texts) if t == "than"]
    if len(thans) != 1 or any(t in _NEGATIONS for t in texts):
        return None
    if any(w is not None and w.category in _NUMBER_CATEGORIES for w in words[:n]):
        return None
    if any(t in _UP | _DOWN for t in texts[3:]):
        return None
    than = thans[0]
    tail = _sum_at_end(texts[:n])
    if tail:  # "... than [both] M1 and M2 [words] combined"
        end = n - tail
        last = end
        # words after the last member repeat the words after the slot: "than blue and green balls"
        for stop in range(end, than + 1, -1):
            members = _group(tokens, words, than + 1, stop)
            if members is not None:
                last = stop
                break
        else:
            return None
        after = texts[last:end]
        kind = _kind(tokens, words, members[0])
        slots = [i for i in range(3, than) if _kind(tokens, words, i) == kind]
        if kind == "noun" and slots[:1] == [3]:
            slots = [
                3
            ]  # kinds of things: the asked noun, never the holder ("than ducks and geese", not farms)
        if len(slots) != 1:
            return None
        slot = slots[0]
        if texts[slot + 1] in ("'s", "'"):
            return None  # "Pedro's brother": the one compared is not Pedro, and not Jesus either
        if after and texts[slot + 1 : slot + 1 + len(after)] != after:
            return None
        asked = (_span_text(text, tokens, 3, slot), _span_text(text, tokens, slot + 1, than))
        single = tokens[slot].text
        return sign, texts[1], asked, single, [tokens[i].text for i in members]
    # "How many more ... [both] M1 and M2 <sum> than X"
    if than != n - 2:
        return None
    end = _sum_at_end(texts[:than])
    if not end:
        return None
    other = n - 1
    kind = _kind(tokens, words, other)
    if not kind:
        return None
    groups = []
    for lo in range(3, than - end):
        for hi in range(lo + 3, than - end + 1):
            members = _group(tokens, words, lo, hi)
            if members is not None and _kind(tokens, words, members[0]) == kind:
                groups.append((lo, hi, members))
    if len(groups) != 1:
        return None
    lo, hi, members = groups[0]
    if texts[hi] in ("'s", "'") or texts[lo - 1] in ("'s", "'"):
        return None
    if any(_kind(tokens, words, i) == kind for i in range(3, lo)) or any(
        _kind(tokens, words, i) == kind for i in range(hi, than)
    ):
        return None
    asked = (_span_text(text, tokens, 3, lo), _span_text(text, tokens, hi, than - end))
    return -sign, texts[1], asked, tokens[other].text, [tokens[i].text for i in members]


def _lemma(word: str, lexicon: Lexicon) -> str:
    sense = lexicon.lookup(word)
    return (sense.entry.lemma if sense is not None else word).casefold()


def _kind_unit(asked: str, other: str, single: str, member: str) -> str | None:
    """The unit of a difference between kinds: the asked unit with its slot word swapped must be the other's.

    "red ball" and "blue ball" are balls (the kind word dropped); "cow" and "pig" are the asked unit,
    as the reader words "How many more oranges than apples?"; any other pair of units refuses."""
    words, others = asked.split(), other.split()
    swapped = [member if w == single else w for w in words]
    if words.count(single) != 1 or swapped != others:
        return None
    return asked if len(words) == 1 else " ".join(w for w in words if w != single)


def read_combined_comparison(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]):
    """(the single side's Answer, the difference, its unit, the step) when the question compares one amount with a sum."""
    from reader.answer import Answer

    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    question = sentences[-1]
    found = _parsed(question, text, lexicon)
    if found is None:
        return None
    sign, many, (before, after), single, members = found
    names = [m.casefold() for m in members]
    if len(set(names)) != len(names) or single.casefold() in names:
        return None
    story = text[: question.tokens[0].start]

    def asked(who: str) -> str:
        words = " ".join(part for part in (before, who, after) if part)
        return f"{story}How {many} {words}?"

    base = read(asked(single), lexicon)
    if not isinstance(base, Answer):
        return None
    parts = []
    unit = base.unit
    for member in members:
        result = read(asked(member), lexicon)
        if not isinstance(result, Answer):
            return None
        if result.unit != base.unit:  # "red ball" against "blue ball": one kind for another, else refuse
            told = _kind_unit(base.unit, result.unit, _lemma(single, lexicon), _lemma(member, lexicon))
            if told is None:
                return None
            unit = told if unit == base.unit or unit == told else ""
            if not unit:
                return None
        parts.append(result.value)
    total = sum(parts, Fraction(0))
    value = (base.value - total) * sign
    if value <= 0:
        return None  # the sum is the larger (or equal): the asked 'more' or 'fewer' does not hold
    added = " + ".join(fmt(p) for p in parts)
    if sign > 0:
        step = (
            f"{single} against {' and '.join(members)} combined: {fmt(base.value)} - ({added}) = {fmt(value)}"
        )
    else:
        step = (
            f"{' and '.join(members)} combined against {single}: ({added}) - {fmt(base.value)} = {fmt(value)}"
        )
    return base, value, unit, step
