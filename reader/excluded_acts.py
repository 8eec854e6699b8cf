"""Earned for each thing done, with some of the things not done: "didn't recycle 8 of them" (ADR 0231).

"Nell earned 4 points for each box of bottles she recycled. If she had 15 boxes, but didn't recycle
6 of them, how many points would she have earned?" The pay is said for one thing acted on ("for each
box she recycled"), then the things the person had, then a denied act on a part of them with the
same verb. The 'but' sets the part against the rest, so the person did the act on all the others:
the count done is what she had less the part denied, and the pay is that count times the pay for
each. The sentence reading refuses the denial ('did' with no rule). This reading is tried after the
first refusal, only for a problem made of nothing but:

- the pay: "<person> <earn verb, past> <amount> for each <thing> [of <nouns>] <he|she> <verb, past>",
  the person a name or an article and a person noun; the amount "$N", "N <money unit>" or "N <plural
  noun>" ("5 points");
- the things and the part not done, in one clause: "[If] <he|she|person> had N <things> [to <verb>],
  but did not|didn't <verb> M of them" or "but forgot to <verb> M of them" (a verb marked
  `aspect: undone`), the same verb and the same thing as the pay's;
- the question: "how much [money] did <he|she> [actually] <earn verb>" (an adverb marked `stance: plain`), "how many <the amount's unit> did
  <he|she> <earn verb>" or "... would <he|she> have <earned>".

One person, whole counts, every number used. Anything else leaves the first refusal standing.
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

MONEY = "money"
UNDONE = "undone"  # a verb whose 'to' + verb says the act was not done: "forgot to mow"
PLAIN = "plain"  # an adverb that only says the clause is so: "actually"


@dataclass
class _Story:
    doer: Word | None = None
    gender: str = ""
    thing: str = ""  # the lemma of the thing paid for
    verb: str = ""  # the lemma of the act paid for
    pay: tuple[Fraction, str, bool, int, int] | None = None  # value, unit, is money, sentence, token
    had: tuple[Fraction, int, int] | None = None
    denied: tuple[Fraction, int, int] | None = None


def read_excluded_acts(text: str, lexicon: Lexicon) -> Answer | None:
    """The pay for the things done when a part of them was not; else None."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    sentences = split_sentences(text)
    if len(sentences) != 2 or not sentences[-1].is_question or sentences[0].is_question:
        return None
    first = plain_words(sentences[0], lexicon)
    if not first or not any(w.category == "verb_earn" for w in first):
        return None
    story = _Story()
    _pay(first, story)
    words = plain_words(sentences[1], lexicon)
    if not words or words[0].category != "subordinator" or words[0].lemma.casefold() != "if":
        raise Unread
    at = _had_but_not(words, 1, 1, story)
    if at >= len(words) or words[at].attr("mark") != "comma":
        raise Unread
    _question(words, at + 1, story)
    return _solve(story, (1, words[at + 1].index))


def _subject(word: Word, story: _Story) -> None:
    """The story's one person again: the same name, or 'he'/'she' agreeing with it."""
    if story.doer is None:
        raise Unread
    if word.category == "name":
        if word.text.casefold() != story.doer.text.casefold():
            raise Unread
        return
    if (
        word.category == "pronoun"
        and word.attr("case") == "subject"
        and word.attr("number") == "singular"
        and word.attr("gender") in ("male", "female")
        and story.gender in ("", word.attr("gender"))
    ):
        story.gender = word.attr("gender")
        return
    raise Unread


def _pay(words: tuple[Word, ...], story: _Story) -> None:
    """ "Nell earned 4 points for each box of bottles she recycled"."""
    if words[0].category == "name":
        story.doer, at = words[0], 1
        gender = words[0].attr("gender") or words[0].attr("name_gender") or ""
        story.gender = gender if gender in ("male", "female") else ""
    elif len(words) > 1 and words[0].category == "article" and words[1].category == "person_noun":
        story.doer, at = words[1], 2
    else:
        raise Unread
    if at + 3 >= len(words) or words[at].category != "verb_earn" or "VBD" not in words[at].tags:
        raise Unread
    amount = words[at + 1]
    shape = amount.shape
    if amount.category != "number" or shape is None or shape.value <= 0:
        raise Unread
    if shape.primitive == "currency" and shape.unit:
        unit, money, at = shape.unit, True, at + 2
    elif shape.primitive in ("integer", "decimal"):
        noun = words[at + 2]
        if noun.category == "unit_noun" and noun.attr("dimension") == MONEY:
            money = True
        elif noun.category == "noun" and "NNS" in noun.tags:
            money = False  # "5 points"
        else:
            raise Unread
        unit, at = noun.lemma.casefold(), at + 3
    else:
        raise Unread
    story.pay = (Fraction(shape.value), unit, money, 0, amount.index)
    if at + 4 >= len(words) or words[at].category != "prep_price" or words[at].lemma.casefold() != "for":
        raise Unread
    if words[at + 1].category != "distributive" or words[at + 1].lemma.casefold() != "each":
        raise Unread
    thing = words[at + 2]
    if thing.category != "noun" or "NN" not in thing.tags:
        raise Unread
    story.thing = thing.lemma.casefold()
    at += 3
    if at + 1 < len(words) and words[at].category == "prep_of" and words[at + 1].category == "noun":
        at += 2  # "each bag of cans"
    if at + 2 != len(words):
        raise Unread
    _subject(words[at], story)
    verb = words[at + 1]
    if "VBD" not in verb.tags or not verb.category.startswith("verb"):
        raise Unread
    if verb.category in ("verb_possess", "verb_earn", "verb_lose", "verb_give", "verb_sell", "verb_buy"):
        raise Unread  # an act that moves amounts itself is no act paid for
    story.verb = verb.lemma.casefold()


def _act(word: Word, story: _Story, tag: str) -> bool:
    return word.lemma.casefold() == story.verb and tag in word.tags


def _had_but_not(words: tuple[Word, ...], at: int, si: int, story: _Story) -> int:
    """ "she had 15 boxes[ to recycle], but didn't recycle 6 of them"; where it ends."""
    if at + 3 >= len(words):
        raise Unread
    _subject(words[at], story)
    if words[at + 1].category != "verb_possess" or "VBD" not in words[at + 1].tags:
        raise Unread
    had = whole_count(words[at + 2])
    noun = words[at + 3]
    if noun.category != "noun" or noun.lemma.casefold() != story.thing or "NNS" not in noun.tags:
        raise Unread
    story.had = (had, si, words[at + 2].index)
    at += 4
    if at + 1 < len(words) and words[at].text.casefold() == "to" and _act(words[at + 1], story, "VB"):
        at += 2  # "12 lawns to mow"
    if at + 1 < len(words) and words[at].attr("mark") == "comma":
        at += 1
    if at >= len(words) or words[at].category != "contrast_marker" or words[at].lemma.casefold() != "but":
        raise Unread
    at += 1
    if at + 6 > len(words):
        raise Unread
    did, no, verb, count, of, them = words[at : at + 6]
    denial = did.category == "auxiliary" and did.text.casefold() == "did" and no.category == "negation"
    undone = did.attr("aspect") == UNDONE and "VBD" in did.tags and no.text.casefold() == "to"
    if not (denial or undone):
        raise Unread  # "but washed 3 of them", "but wanted to wash 3 of them"
    if not _act(verb, story, "VB"):
        raise Unread  # a denial of another act says nothing of this one
    denied = whole_count(count)
    if of.category != "prep_of" or them.category != "pronoun" or them.text.casefold() != "them":
        raise Unread
    story.denied = (denied, si, count.index)
    return at + 6


def _question(words: tuple[Word, ...], at: int, story: _Story) -> None:
    """ "how much money did he earn", "how many points would she have earned"."""
    assert story.pay is not None
    rest = words[at:]
    if len(rest) < 5 or rest[0].category != "question_word" or rest[0].lemma.casefold() != "how":
        raise Unread
    i = 2
    if rest[1].category == "question_quantity" and rest[1].lemma.casefold() == "much":
        if not story.pay[2]:
            raise Unread
        if rest[i].category == "money_noun":
            i += 1
    elif rest[1].category == "question_quantity" and rest[1].attr("kind") == "count":
        if rest[i].lemma.casefold() != story.pay[1] or "NNS" not in rest[i].tags:
            raise Unread  # a unit the pay is not told in
        i += 1
    else:
        raise Unread
    if i + 2 >= len(rest) or rest[i].category != "auxiliary":
        raise Unread
    aux = rest[i].text.casefold()
    _subject(rest[i + 1], story)
    if aux == "did" and i + 4 == len(rest) and rest[i + 2].attr("stance") == PLAIN:
        rest = rest[: i + 2] + rest[i + 3 :]  # "did he actually earn" asks what he earned
    if aux == "did" and i + 3 == len(rest):
        earn = rest[i + 2]
        if earn.category != "verb_earn" or "VB" not in earn.tags:
            raise Unread
    elif aux == "would" and i + 4 == len(rest):
        have, earn = rest[i + 2], rest[i + 3]
        if have.category != "verb_possess" or "VB" not in have.tags:
            raise Unread
        if earn.category != "verb_earn" or "VBN" not in earn.tags:
            raise Unread
    else:
        raise Unread


def _solve(story: _Story, where: tuple[int, int]) -> Answer | None:
    if story.doer is None or story.pay is None or story.had is None or story.denied is None:
        return None
    pay, unit, _, psi, pti = story.pay
    had, hsi, hti = story.had
    denied, dsi, dti = story.denied
    if denied >= had:
        raise Unread  # none done, or more not done than there were
    done = had - denied
    value = done * pay
    steps = (
        f"{story.doer.text} had {fmt(had)} {story.thing}s and did not {story.verb} {fmt(denied)} of them",
        f"{fmt(had)} - {fmt(denied)} = {fmt(done)} {story.thing}s done",
        f"{fmt(done)} x {fmt(pay)} {unit} for each = {fmt(value)} {unit}",
    )
    changes = DoerChanges(
        f"{unit}+{story.verb}", f"{unit} (earned for each {story.thing})", unit, "verb_earn", story.verb
    )
    tallies = (Tally(value, hsi, hti, f"{story.verb} {fmt(done)} {story.thing}s"),)
    return doer_answer(story.doer, changes, tallies, where, (value, steps), ((dsi, dti), (psi, pti)))


__all__ = ["Answer", "read_excluded_acts"]
