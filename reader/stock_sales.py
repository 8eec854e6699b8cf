"""Money earned by selling from a stock at a price of each: started with N, M left (ADR 0231).

"A potter was selling mugs for 4 dollars each. If she started with 9 mugs and by the end of the
day she had 2 left, how much money did she earn?" The selling is told as what the person was doing,
with the price of one thing and no count ("was selling mugs for 4 dollars each"): the sentence
reading refuses it ('each' after a price needs one counted amount). The count sold is never said
either; it is what the stock lost between the start and the end, and selling is the only act the
story tells, so it is the start less what was left. The money earned is that count times the price
of each. This reading is tried after the first refusal, only for a problem made of nothing but:

- the sale: "<person> was|is selling [his|her|the] <things> for <money amount> each", the person a
  name or an article and a person noun; the money amount "$4" or "4 <money unit>";
- the start: "[If] <person|he|she> started with N <things>" (the same head noun as the sale's);
- what was left: "<person|he|she> had M [<things>] left", a time tag "by|at the end of the <time
  unit>" allowed before it or after it; start and left may be one clause joined by 'and' or two
  sentences, and may be the question's fronted 'if' clause;
- the question: "how much [money] did <person|he|she> <earning verb>".

One person (a pronoun agrees with a name's gender), whole counts, every number used. Anything else
(a second person, 'they', a negation, another act, two prices, a count left larger than the start,
words left over) leaves the first refusal standing.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.doer_tallies import DoerChanges, Tally, doer_answer, whole_count
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, or_none, plain_words

THING_WORDS = frozenset({"noun", "adjective", "measure_adjective"})  # "magic card decks", "old scarves"
POSSESSIVE = frozenset({"possessive", "object_or_possessive"})  # "her mugs"
MONEY = "money"
TIME = "time"


@dataclass
class _Story:
    doer: Word | None = None
    gender: str = ""  # the doer's gender when a name tells it
    thing: str = ""  # the head noun of the things sold
    price: tuple[Fraction, str, int, int] | None = None  # value, unit, sentence, token
    start: tuple[Fraction, int, int] | None = None  # count, sentence, token
    left: tuple[Fraction, int, int] | None = None


def read_stock_sale(text: str, lexicon: Lexicon) -> Answer | None:
    """The money earned selling from a stock told by its start and what was left; else None."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question or sentences[0].is_question:
        return None
    story = _Story()
    first = plain_words(sentences[0], lexicon)
    if not any(w.category == "verb_sell" and "VBG" in w.tags for w in first):
        return None  # not a sale told as what the person was doing
    _sale(first, story)
    for si, sentence in enumerate(sentences[1:-1], start=1):
        if sentence.is_question:
            raise Unread
        _clauses(plain_words(sentence, lexicon), 0, si, story)
    words = plain_words(sentences[-1], lexicon)
    qi = len(sentences) - 1
    at = 0
    if words and words[0].category == "subordinator" and words[0].lemma.casefold() == "if":
        at = _clauses(words, 1, qi, story, stop_at_comma=True)
        if at >= len(words) or words[at].attr("mark") != "comma":
            raise Unread
        at += 1
    _question(words, at, story)
    return _solve(story, (qi, words[at].index))


def _person(word: Word, story: _Story) -> None:
    """The story's one person again: the same name, or 'he'/'she' agreeing with it."""
    doer = story.doer
    if doer is None:
        raise Unread
    if word.category == "name":
        if word.text.casefold() != doer.text.casefold():
            raise Unread  # a second person
        return
    if (
        word.category == "pronoun"
        and word.attr("case") == "subject"
        and word.attr("number") == "singular"
        and word.attr("gender") in ("male", "female")
        and story.gender in ("", word.attr("gender"))
    ):
        story.gender = word.attr("gender")  # 'he' then 'she' is two persons
        return
    raise Unread


def _things(words: tuple[Word, ...], at: int, story: _Story, required: bool) -> int:
    """A run of thing words ending in the sale's head noun (or setting it); where it ends."""
    if at < len(words) and (
        words[at].category == "article"
        or (words[at].category == "pronoun" and words[at].attr("case") in POSSESSIVE)
    ):
        at += 1
        required = True
    start = at
    while at < len(words) and words[at].category in THING_WORDS:
        at += 1
    if at == start:
        if required:
            raise Unread
        return at
    head = words[at - 1]
    if head.category != "noun" or "NNS" not in head.tags:
        raise Unread  # a plural noun names the things sold: "mugs", not "mug" or "old"
    if story.thing and head.lemma.casefold() != story.thing:
        raise Unread  # other things than the ones sold
    story.thing = head.lemma.casefold()
    return at


def _sale(words: tuple[Word, ...], story: _Story) -> None:
    """ "A potter was selling mugs for 4 dollars each": the person, the things and the price of each."""
    at = 0
    if words and words[0].category == "name":
        story.doer = words[0]
        story.gender = words[0].attr("gender") or words[0].attr("name_gender") or ""
        story.gender = story.gender if story.gender in ("male", "female") else ""
        at = 1
    elif len(words) > 1 and words[0].category == "article" and words[1].category == "person_noun":
        story.doer = words[1]
        at = 2
    else:
        raise Unread
    if at + 1 >= len(words) or words[at].category != "copula" or words[at + 1].category != "verb_sell":
        raise Unread
    if "VBG" not in words[at + 1].tags:
        raise Unread
    at = _things(words, at + 2, story, required=True)
    if at + 2 >= len(words) or words[at].category != "prep_price" or words[at].lemma.casefold() != "for":
        raise Unread
    amount = words[at + 1]
    shape = amount.shape
    if amount.category != "number" or shape is None or shape.value <= 0:
        raise Unread
    if shape.primitive == "currency" and shape.unit:
        unit, at = shape.unit, at + 2
    elif (
        shape.primitive in ("integer", "decimal")
        and words[at + 2].category == "unit_noun"
        and words[at + 2].attr("dimension") == MONEY
    ):
        unit, at = words[at + 2].lemma.casefold(), at + 3
    else:
        raise Unread  # "for 3 tickets each", "for 2 each": no money said
    if at >= len(words) or words[at].category != "distributive" or words[at].lemma.casefold() != "each":
        raise Unread  # "for $4" may be for all of them
    if at + 1 != len(words):
        raise Unread
    story.price = (Fraction(shape.value), unit, 0, amount.index)


def _time_tag(words: tuple[Word, ...], at: int) -> int:
    """ "by the end of the day", "at the end of the week": when, never how many; where it ends."""
    if at + 6 > len(words):
        return at
    prep, art, _, of, art2, unit = words[at : at + 6]
    if (
        prep.lemma.casefold() in ("by", "at")
        and art.category == "article"
        and of.category == "prep_of"
        and art2.category == "article"
        and unit.category == "unit_noun"
        and unit.attr("dimension") == TIME
        and "NN" in unit.tags
    ):
        return at + 6
    return at


def _clauses(words: tuple[Word, ...], at: int, si: int, story: _Story, stop_at_comma: bool = False) -> int:
    """ "he started with 9 mugs and by the end of the day he had 2 left"; where the clauses end."""
    joined = False
    while True:
        if at < len(words) and words[at].attr("mark") == "comma" and not stop_at_comma:
            at += 1
        at = _time_tag(words, at)
        if joined and at < len(words) and words[at].category in ("verb_start", "verb_possess"):
            at -= 1  # "and had 2 left": the same person, not said again
        else:
            if at + 3 >= len(words):
                raise Unread
            _person(words[at], story)
        if at + 3 >= len(words):
            raise Unread
        verb = words[at + 1]
        if "VBD" not in verb.tags:
            raise Unread  # "If he starts with ...": what would be, not what was
        if verb.category == "verb_start" and words[at + 2].category == "prep_with":
            if story.start is not None:
                raise Unread
            count = whole_count(words[at + 3])
            story.start = (count, si, words[at + 3].index)
            at = _things(words, at + 4, story, required=True)
        elif verb.category == "verb_possess":
            if story.left is not None:
                raise Unread
            count = whole_count(words[at + 2])
            story.left = (count, si, words[at + 2].index)
            at = _things(words, at + 3, story, required=False)
            if (
                at >= len(words)
                or words[at].category != "residual_marker"
                or words[at].lemma.casefold() != "left"
            ):
                raise Unread  # "had 2 mugs" is no count left
            at += 1
        else:
            raise Unread  # any other act: given away, broken, bought
        at = _time_tag(words, at)
        if at >= len(words):
            return at
        if words[at].category == "conjunction" and words[at].lemma.casefold() == "and":
            at += 1
            joined = True
            continue
        if words[at].attr("mark") == "comma":
            if stop_at_comma:
                return at
            raise Unread
        raise Unread


def _question(words: tuple[Word, ...], at: int, story: _Story) -> None:
    """ "how much money did she earn" / "how much did he earn"."""
    rest = words[at:]
    if len(rest) < 5 or rest[0].category != "question_word" or rest[0].lemma.casefold() != "how":
        raise Unread
    if rest[1].category != "question_quantity" or rest[1].lemma.casefold() != "much":
        raise Unread
    i = 2
    if rest[i].category == "money_noun":
        i += 1
    if i + 3 != len(rest) or rest[i].category != "auxiliary" or rest[i].text.casefold() != "did":
        raise Unread
    _person(rest[i + 1], story)
    if rest[i + 2].category != "verb_earn" or "VB" not in rest[i + 2].tags:
        raise Unread


def _solve(story: _Story, where: tuple[int, int]) -> Answer | None:
    if story.doer is None or story.price is None or story.start is None or story.left is None:
        return None
    price, unit, psi, pti = story.price
    start, ssi, sti = story.start
    left, lsi, lti = story.left
    if left > start:
        raise Unread  # more left than there was
    sold = start - left
    value = sold * price
    steps = (
        f"{story.doer.text} started with {fmt(start)} {story.thing}s and had {fmt(left)} left",
        f"{fmt(start)} - {fmt(left)} = {fmt(sold)} {story.thing}s sold",
        f"{fmt(sold)} x {fmt(price)} {unit} each = {fmt(value)} {unit}",
    )
    changes = DoerChanges(
        f"{unit}+sell", f"{unit} (earned for each {story.thing} sold)", unit, "verb_sell", "sell"
    )
    tallies = (Tally(value, ssi, sti, f"sold {fmt(sold)} {story.thing}s"),)
    return doer_answer(story.doer, changes, tallies, where, (value, steps), ((lsi, lti), (psi, pti)))


__all__ = ["Answer", "read_stock_sale"]
