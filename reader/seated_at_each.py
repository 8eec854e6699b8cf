"""Persons of two kinds seated at each of a holder's tables, counted by a wider noun (ADR 0239).

"A <server> had T tables he was waiting on, with W women and M men at each table. How many customers
total did the <server> have?" The 'with' phrase after the count of tables says who is at each one: it is
a rate of each table told after the holding, which the sentence reader leaves unread (and it reads
"he was waiting on" as an unfinished frame). The reading here takes the one first sentence whole:

    <holder> had N <containers> [<he|she> was <verb>ing <prep>], with A <persons> and B <persons>
    at|on|in each <container>

and a question "how many <noun> [total|in all|altogether] did <holder> have". The answer is N times
the persons at one table: both kinds when the asked noun is a wider kind of both (people: women and
men are persons) or a role any person may fill (``covers: person``: customers, guests), the one kind
when it is asked by its own noun ("how many women"). Anything else — 'or' between the kinds, a
container other than the holder's, a third sentence, an asked noun that covers neither, a second
holder — leaves the first refusal standing.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.doer_tallies import DoerChanges, Tally, doer_answer, whole_count
from reader.group_came import kinds_apart, kinds_overlap
from reader.kinds import kind_chain, lexicon_kinds
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.umbrella_kinds import lexicon_covers, may_cover
from reader.whole_problem_words import Unread, or_none, plain_words

AT_EACH = frozenset({"at", "on", "in"})
TOTALS = frozenset({"total", "altogether"})


def read_seated_at_each(text: str, lexicon: Lexicon) -> Answer | None:
    """The persons at all of a holder's tables; None when the problem is not this shape."""
    return or_none(_read, text, lexicon)


def _holder(words: tuple[Word, ...], at: int) -> tuple[Word, int]:
    """ "A waiter" / "The waitress" / a name: who has the tables; the word and where it ends."""
    if at < len(words) and words[at].category == "name":
        return words[at], at + 1
    if at + 1 < len(words) and words[at].category == "article" and words[at + 1].category == "person_noun":
        if "NN" not in words[at + 1].tags:
            raise Unread  # "The waiters": more than one holder
        return words[at + 1], at + 2
    raise Unread


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    sentences = split_sentences(text)
    if len(sentences) != 2 or sentences[0].is_question or not sentences[1].is_question:
        return None
    words = plain_words(sentences[0], lexicon)
    holder, at = _holder(words, 0)
    if at + 2 >= len(words) or words[at].category != "verb_possess" or "VBD" not in words[at].tags:
        raise Unread
    tables, tables_at = whole_count(words[at + 1]), words[at + 1].index
    container = words[at + 2]
    if container.category != "noun" or "NNS" not in container.tags:
        raise Unread
    at += 3
    if (
        at + 3 < len(words)
        and words[at].category == "pronoun"
        and words[at].attr("case") == "subject"
        and words[at + 1].category == "copula"
        and "VBG" in words[at + 2].tags
        and words[at + 3].lemma.casefold() in AT_EACH
    ):
        gender = holder.attr("gender") or holder.attr("name_gender")
        if words[at].attr("gender") not in ("male", "female") or gender not in (
            words[at].attr("gender"),
            "any",
        ):
            raise Unread  # "A waiter had 9 tables she was waiting on": whose tables? (ADR 0244)
        at += 4  # "he was waiting on": the tables are his to serve
    if at < len(words) and words[at].attr("mark") == "comma":
        at += 1
    if at >= len(words) or words[at].category != "prep_with":
        raise Unread
    kinds: list[tuple[Fraction, Word]] = []
    at += 1
    while True:
        count = whole_count(words[at]) if at < len(words) else None
        if count is None or at + 1 >= len(words) or words[at + 1].category != "person_noun":
            raise Unread
        if "NNS" not in words[at + 1].tags and count != 1:
            raise Unread
        kinds.append((count, words[at + 1]))
        at += 2
        if at < len(words) and words[at].category == "conjunction" and words[at].lemma.casefold() == "and":
            at += 1
            continue
        break
    if len(kinds) != 2 or kinds[0][1].lemma == kinds[1][1].lemma:
        raise Unread
    if kinds_overlap(kinds[0][1], kinds[1][1]):
        raise Unread  # "4 kids and 3 boys", "4 women and 3 adults": the same people twice? (ADR 0244)
    if at + 3 != len(words) or words[at].lemma.casefold() not in AT_EACH:
        raise Unread
    if words[at + 1].category != "distributive" or words[at + 1].lemma.casefold() != "each":
        raise Unread
    if words[at + 2].lemma.casefold() != container.lemma.casefold() or "NN" not in words[at + 2].tags:
        raise Unread  # "at each booth": not the tables counted
    asked, where = _question(plain_words(sentences[1], lexicon), holder)
    kind_of = lexicon_kinds(lexicon.lookup, lexicon.entries)
    covers = lexicon_covers(lexicon.lookup)
    own = [k for k in kinds if k[1].lemma.casefold() == asked]
    if own:
        if not kinds_apart(kinds[0][1], kinds[1][1]):
            raise Unread  # "4 women and 3 mothers", "how many women": some mothers are women too (ADR 0244)
        counted = own  # "how many women"
    elif all(asked in kind_chain(k[1].lemma.casefold(), kind_of) for k in kinds) or all(
        may_cover(asked, k[1].lemma.casefold(), kind_of, covers) for k in kinds
    ):
        counted = kinds  # people, customers: both kinds
    else:
        raise Unread
    each = sum((c for c, _ in counted), Fraction(0))
    value = tables * each
    name = container.lemma.casefold()
    steps = (
        " + ".join(f"{fmt(c)} {w.text}" for c, w in counted) + f" = {fmt(each)} {asked}s at each {name}",
        f"{fmt(tables)} {name}s x {fmt(each)} = {fmt(value)} {asked}s",
    )
    changes = DoerChanges(asked, f"{asked} (at the {name}s {holder.text} had)", asked, "verb_possess", "have")
    tallies = tuple(
        Tally(tables * c, 0, w.index - 1, f"{fmt(c)} {w.text} at each of {fmt(tables)} {name}s")
        for c, w in counted
    )
    return doer_answer(holder, changes, tallies, (1, where), (value, steps), ((0, tables_at),))


def _question(words: tuple[Word, ...], holder: Word) -> tuple[str, int]:
    """ "How many customers [total] did the waiter have [in total]": the asked noun and where it is."""
    if len(words) < 6 or words[0].lemma.casefold() != "how" or words[1].lemma.casefold() != "many":
        raise Unread
    asked = words[2]
    if asked.category != "person_noun" or "NNS" not in asked.tags:
        raise Unread
    at = 3
    if words[at].category == "aggregate_marker" and words[at].lemma.casefold() in TOTALS:
        at += 1
    if words[at].category != "auxiliary" or words[at].text.casefold() != "did":
        raise Unread
    at += 1
    if words[at].category == "article" and at + 1 < len(words):
        at += 1
    who = words[at]
    if who.lemma.casefold() != holder.lemma.casefold():
        gender = holder.attr("gender") or holder.attr("name_gender")
        if who.category != "pronoun" or who.attr("case") != "subject" or who.attr("number") != "singular":
            raise Unread
        if who.attr("gender") not in ("male", "female") or gender not in (who.attr("gender"), "any"):
            raise Unread
    at += 1
    if at >= len(words) or words[at].category != "verb_possess" or "VB" not in words[at].tags:
        raise Unread
    at += 1
    if at < len(words) and words[at].category == "aggregate_marker" and words[at].lemma.casefold() in TOTALS:
        at += 1
    elif (
        at + 2 == len(words)
        and words[at].lemma.casefold() == "in"
        and words[at + 1].lemma.casefold() in ("total", "all")
    ):
        at += 2  # "in total", "in all"
    if at != len(words):
        raise Unread
    return asked.lemma.casefold(), asked.index


__all__ = ["read_seated_at_each"]
