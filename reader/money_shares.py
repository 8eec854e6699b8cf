"""A share of one person's money spent or given away, asked as what is left or kept (ADR 0469).

"Nora won a $60 prize. She gave away 25% to her brother. How much did she keep?", "She spent 3/4 of
her $80. How much does she have left?", "Lena spent 40% of her savings. If she spent $18, how much
money is left in her savings?". The chain readings refuse these: a share is not a move of a told
amount, and an allowance spent from is money never told. The family is one holder, one sum of money
and one share of it going out; what stays is the rest of that one sum.

Read, and nothing else:

- an optional opening that gives the sum: "<P> has|had|won|earned|received|got|saved|found $N." or
  "... a $N <noun>." ("a $100 raffle"), or a scene "A|An <noun> goes|went to the <place>." that
  gives the person only;
- one sentence of the share going out ('gave' only as 'gave away'; the share a number, "20%" or "2/3", not a half):
  "<P> spent|gave away|donated|lost <share> of <his|her> $N" (the sum told there, and no opening sum),
  "... of <his|her> money" (the opening's sum), "... of <his|her> <money noun>" (the sum found back
  from the part), or "<P> gave away|spent|donated|lost <share>" (the opening's sum), with an optional tail
  "to <his|her> <person>", "to <Name>" or "on <noun>";
- the question "How much [money] does|did|will <P> have left|keep", "How much did <P> keep" or
  "How much money is left [in <his|her> <money noun>]", where a share of an allowance told without
  its sum carries "If <P> spent $N," before it.

Refused (None, so the first refusal stands): a second person anywhere (the pronoun must agree with the
name; "his" of a woman is someone else's money), a second spending (of the rest or of the whole?), a
share of anything but money ("20% of his cookies"), a share of the whole or more, a half (a word share, or "half of her $30" retold as "1/2 of", is left
to the readings of halves, ADRs 0344-0347, whose probes refuse it), both a told sum and
a share of another sum, and a result that is not whole cents.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.part_subjects import share_of
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, one_person, or_none, person_answer, short_story

__all__ = ["read_money_shares"]

OWNED = frozenset({"has", "had", "won", "earned", "received", "got", "saved", "found"})
OUT = frozenset({"spent", "gave", "donated", "lost"})
SCENE = frozenset({"goes", "went"})
ASKED_AUX = frozenset({"does", "did", "will"})


def _text(word: Word) -> str:
    return word.text.casefold()


def _texts(words: tuple[Word, ...]) -> tuple[str, ...]:
    return tuple(_text(w) for w in words)


def _money(word: Word) -> Fraction:
    """A dollar amount "$150"; Unread for anything else."""
    if word.category == "number" and word.shape is not None and word.shape.primitive == "currency":
        if word.shape.unit == "dollar" and word.shape.value > 0:
            return Fraction(word.shape.value)
    raise Unread


def _possessive(word: Word, person: Word) -> Word:
    """'his'|'her' agreeing with the one person, who is told that gender if the lexicon does not know
    it; Unread for anyone else's."""
    wanted = {"his": "male", "her": "female"}.get(_text(word))
    gender = person.told_gender or person.attr("gender") or person.attr("name_gender")
    if wanted is None or (gender and gender not in (wanted, "any")):
        raise Unread
    return person if gender == wanted else replace(person, told_gender=wanted)


def _who(word: Word, person: Word | None) -> Word:
    """The one person: a name, or a pronoun agreeing with it; a scene's noun takes 'he' or 'she' once."""
    if person is not None and person.category != "name" and word.category == "pronoun":
        if _text(word) not in ("he", "she") or person.attr("gender") not in (
            None,
            "",
            "any",
            word.attr("gender"),
        ):
            raise Unread
        if person.told_gender and person.told_gender != word.attr("gender"):
            raise Unread
        return replace(person, told_gender=word.attr("gender"))
    return one_person(word, person)


def _opening(words: tuple[Word, ...], person: Word | None) -> tuple[Word, Fraction | None]:
    """ "Tim won a $100 raffle.", "Ada has $40.", "A housewife goes to the market."."""
    texts = _texts(words)
    if len(words) == 6 and texts[0] in ("a", "an") and texts[2] in SCENE and texts[3:5] == ("to", "the"):
        if words[1].category not in ("noun", "person_noun") or words[5].category != "noun":
            raise Unread
        return words[1], None
    if len(words) < 3 or texts[1] not in OWNED:
        raise Unread
    who = _who(words[0], person)
    rest = words[2:]
    if len(rest) == 1:
        return who, _money(rest[0])
    if len(rest) == 3 and _text(rest[0]) == "a" and rest[2].category == "noun":
        return who, _money(rest[1])
    raise Unread


def _tail(words: tuple[Word, ...], person: Word) -> Word:
    """Nothing, "to his friend", "to Ben" or "on books": where the share went."""
    if not words:
        return person
    texts = _texts(words)
    if (
        texts[0] == "to"
        and len(words) == 3
        and words[2].category == "person_noun"
        and "NNS" not in words[2].tags
    ):
        return _possessive(words[1], person)
    if texts[0] == "to" and len(words) == 2 and words[1].category == "name":
        if _text(words[1]) == _text(person):
            raise Unread
        return person
    if texts[0] == "on" and len(words) == 2 and words[1].category == "noun":
        return person
    raise Unread


def _share_out(words: tuple[Word, ...], person: Word | None) -> tuple[Word, Fraction, Fraction | None, str]:
    """ "She spent 2/3 of her $150": the person, the share, the sum told here and whether it is 'of' one."""
    if len(words) < 3 or _text(words[1]) not in OUT:
        raise Unread
    who = _who(words[0], person)
    at = 2
    if _text(words[1]) == "gave" and _text(words[2]) == "away":
        at = 3
    elif _text(words[1]) == "gave":
        raise Unread  # "gave 20% ..." without 'away': to whom, or gave whom?
    if at >= len(words):
        raise Unread
    share = share_of(words[at])
    if share is None or share >= 1 or share == Fraction(1, 2) or words[at].category == "fraction_word":
        raise Unread  # "half of her $30" (retold as "1/2 of", ADR 0367): the half readings' to say (ADR 0344)
    rest = words[at + 1 :]
    if len(rest) >= 3 and _text(rest[0]) == "of":
        who = _possessive(rest[1], who)
        if rest[2].category == "money_noun":
            return _tail(rest[3:], who), share, None, _text(rest[2])
        total = _money(rest[2])
        return _tail(rest[3:], who), share, total, "$"
    return _tail(rest, who), share, None, ""


def _question(words: tuple[Word, ...], person: Word) -> Fraction | None:
    """The asked rest, and the part spent when an 'If <P> spent $N,' clause tells it."""
    spent: Fraction | None = None
    texts = _texts(words)
    if texts[:1] == ("if",):
        comma = next((i for i, w in enumerate(words) if w.attr("mark") == "comma"), None)
        if comma != 4 or texts[2] != "spent":
            raise Unread
        _who(words[1], person)
        spent = _money(words[3])
        words, texts = words[5:], texts[5:]
    if texts[:2] != ("how", "much"):
        raise Unread
    rest = words[2:]
    if rest and _text(rest[0]) == "money":
        rest = rest[1:]
    rt = _texts(rest)
    if len(rest) >= 2 and rt[:2] == ("is", "left"):
        tail = rest[2:]
        if tail:
            if len(tail) != 3 or _text(tail[0]) != "in" or tail[2].category != "money_noun":
                raise Unread
            _possessive(tail[1], person)
        return spent
    if len(rest) < 3 or rt[0] not in ASKED_AUX:
        raise Unread
    _who(rest[1], person)
    if rt[2:] in (("have", "left"), ("keep",)):
        return spent
    raise Unread


def _read(text: str, lexicon: Lexicon) -> Answer:
    body = short_story(split_sentences(text), lexicon, 3)
    person: Word | None = None
    told: Fraction | None = None
    if len(body) == 3:
        person, told = _opening(body[0], None)
    who, share, of_told, of_money = _share_out(body[-2], person)
    spent = _question(body[-1], who)
    if of_told is not None:
        if told is not None or spent is not None:
            raise Unread  # a second sum: which is shared?
        whole = of_told
    elif (
        of_money == "money" and told is not None and spent is None
    ):  # "Ada has $40. She spent 1/4 of her money."
        whole = told
    elif of_money:  # "35% of her allowance": the sum found back from the part spent
        if told is not None or spent is None:
            raise Unread
        whole = spent / share
    else:  # "He gave away 20%": a share of the opening's sum
        if told is None or spent is not None:
            raise Unread
        whole = told
    part = whole * share
    left = whole - part
    if (100 * whole).denominator != 1 or (100 * part).denominator != 1 or left <= 0:
        raise Unread
    if spent is not None:
        steps = (
            f"{fmt(spent)} dollars are {fmt(share)} of the whole: {fmt(spent)} / {fmt(share)} = {fmt(whole)}",
            f"left: {fmt(whole)} - {fmt(spent)} = {fmt(left)}",
        )
    else:
        steps = (
            f"the share out: {fmt(share)} x {fmt(whole)} = {fmt(part)}",
            f"left: {fmt(whole)} - {fmt(part)} = {fmt(left)}",
        )
    return person_answer(who, whole, left, "dollar", "dollars", steps)


def read_money_shares(text: str, lexicon: Lexicon) -> Answer | None:
    """What one person keeps of a sum after a share of it goes out; None when this does not answer."""
    return or_none(_read, text, lexicon)
