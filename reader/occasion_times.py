"""Time spent, or money charged, on each occasion of a doing repeated a number of times a period (ADR 0464).

ADR 0401 and ADR 0415 read "twice a day" and "3 times a week" after an amount the clause reader
already takes ("runs 3 miles twice a day"). Three common ways of telling an amount per occasion
never reach them: time spent ("spends 30 minutes twice a day on meditation" -- 'spend' is read as
paying, and the doing is a noun or a gerund the clause reader does not take as a second verb), a
doing with its time after the count ("volunteers at a shelter twice a month for 3 hours at a time"
-- a verb no rule gives a role), and a place charging its members ("A gym charges its members $18
twice a month" -- 'its members' is a group, not a payer the clause reader tracks). This reading takes
a whole problem of one of the shapes

- "<Name> spends <time> [<doing>] <count> <period> [<doing>]." and up to two more sentences "He|She
  [also] spends ..." (or the name again) of the same shape, summed;
- "<Name> <does> [<place>] <count> <period> for <time> at a time|each time|every time." or
  "<Name> <does> [<place>] for <time> <count> <period>.";
- "A|The <place> charges its <members>|each <member>|each of its <members> $<X> <count> <period>."
  then "If it has <N> <members>[,] how much [money] does it make ...?" or "It|The <place> has <N>
  <members>." and "How much [money] does|will it|the <place> make|earn|collect <stretch>?",

where <count> is once, twice, thrice or "<N> times" followed by a|an|per|each|every and a singular
day, week, month or year (or "every|each <period>" alone: once); the doing is "on <noun phrase>"
or a gerund with its object ("walking his dog", "walking and playing with his dog"); the place is a
preposition and a noun phrase. A time question asks "How many <time unit> [<stretch>] does|will
<the person> spend [<the doing>] [<stretch>]?" (or, for the second shape, "... does he <do> [<place>]
..."), with one stretch: a|per|each|every <period>, in a|one <period>, or in <N> <periods>. The
answer is the amount per occasion times the occasions in the asked stretch (times the members),
in the asked unit.

Periods convert as the rest of the reader converts them (ADR 0401): a week is 7 days and a year 12
months; a day or a week never converts into a month or a year (a month is not a whole number of days
or weeks, and 52 weeks are a rounding of 365 days), and an asked stretch shorter than the told period
("twice a week", asked a day) is refused. Time units are seconds, minutes and hours (60 and 60).

Refused (the first refusal stands): any word outside these shapes (a negation, "usually", "except",
"but", a second amount, a comma, a condition, a story sentence of another shape); another person,
or a pronoun not agreeing with a name whose gender the lexicon knows; a doing asked that the story
does not tell (the question's doing must be the story's: the same words, or the noun and the gerund
of one verb, "meditation" and "meditating"; or "on his dog" for doings whose object is his dog), or
a doing asked when the story tells none; another verb in the question than the story's; a time given
in days or longer for an occasion; "How much time" (no unit asked); "for 3 hours" after the count
with no "at a time" (it may be the whole stretch); members of another kind than the ones charged;
an answer that is not a finite decimal (or whole cents).
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.asked_amounts import finite_decimal
from reader.derivation import fmt
from reader.discounts import _is_name
from reader.rules.context import Word, said_in_dollars
from reader.sale_prices import _agrees
from reader.times_a_period import PERIODS  # day<->week, month<->year (ADR 0401)
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, known_words, or_none, plain_number, value_answer

SECONDS = {"second": 1, "minute": 60, "hour": 3600}
COUNTS = {"once": 1, "twice": 2, "thrice": 3}
PER = frozenset({"a", "an", "per", "each", "every"})
EVERY = frozenset({"each", "every"})
OCCASION = (("at", "a", "time"), ("each", "time"), ("every", "time"))
OWNERS = frozenset({"his", "her", "their", "its", "my", "the", "a", "an"})
ACTIVITY_PREPS = frozenset({"with", "to", "in", "at", "around"})
PLACE_PREPS = frozenset({"at", "in", "on", "to", "around"})
THINGS = frozenset({"noun", "person_noun", "adjective", "colour"})
DOING = frozenset({"verb", "verb_activity"})
NOT_DOINGS = frozenset({"morning", "evening", "ceiling", "building", "clothing", "wedding", "pudding"})
AUXILIARIES = frozenset({"does", "will"})


def read_occasion_times(text: str, lexicon: Lexicon) -> Answer | None:
    """The time asked for the shapes above; None when this reading does not answer."""
    if not text or not any(w in text.casefold() for w in ("once", "twice", "thrice", "times")):
        return None
    try:
        return or_none(_read, text, lexicon)
    except IndexError:  # a sentence that ends before its shape does: not this reading's
        return None


def _texts(words: tuple[Word, ...]) -> list[str]:
    return [w.text.casefold() for w in words]


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    sentences = split_sentences(text)
    if not 2 <= len(sentences) <= 4 or not sentences[-1].is_question:
        return None
    if any(s.is_question for s in sentences[:-1]):
        return None
    first = known_words(sentences[0], lexicon)
    if any(w.text.casefold() == "charges" for w in first[2:4]):
        return _charged([known_words(s, lexicon) for s in sentences])
    stories = [_body(known_words(s, lexicon)) for s in sentences[:-1]]
    asked = _body(known_words(sentences[-1], lexicon))
    name = stories[0][0]
    if len(stories[0]) < 6 or not _is_name(name):
        return None
    if len(stories) > 1 or stories[0][1].lemma == "spend":
        told = [_spent(stories[0], 1)] + [_spent(s, _again(s, name)) for s in stories[1:]]
    else:
        told = [_done(stories[0])]
    verb = told[0][5]
    unit_q, stretch, periods, q_doing, q_verb = _question(asked, name, verb)
    if verb is None and q_verb != "spend":
        raise Unread
    if verb is not None and q_verb == "spend":
        raise Unread  # "volunteers ... How many hours does he spend ...?": keep the verb's own question
    value = Fraction(0)
    steps: list[str] = []
    for each, unit, count, period, doing, _ in told:
        if not _same_doing(doing, q_doing) and not _on_thing(doing, q_doing):
            raise Unread  # a doing the question does not ask about
        occasions = _occasions(count, period, stretch, periods)
        part = each * occasions * SECONDS[unit] / SECONDS[unit_q]
        value += part
        steps.append(
            f"{fmt(each)} {unit}s each time, {fmt(count)} times a {period}: {fmt(occasions)} times in "
            f"{fmt(periods)} {stretch}{'' if periods == 1 else 's'} = {fmt(part)} {unit_q}s"
        )
    if value <= 0 or not finite_decimal(value):
        raise Unread
    if len(told) > 1:
        steps.append(" + ".join(s.rsplit(" = ", 1)[1] for s in steps) + f" = {fmt(value)} {unit_q}s")
    return value_answer(value, unit_q, name.text, tuple(steps), len(sentences) - 1)


def _charged(sentences: list[tuple[Word, ...]]) -> Answer:
    """ "A pool charges its members $12 three times a month. If it has 200 members, how much does it make
    a month?" (or "It has 200 members." told apart): the money told times the occasions and members."""
    story = _body(sentences[0])
    texts = _texts(story)
    if len(sentences) not in (2, 3) or texts[0] not in ("a", "the") or "charges" not in texts[2:4]:
        raise Unread
    opens = texts.index("charges")
    if story[opens - 1].category != "noun" or any(
        w.category not in THINGS and not w.category.startswith("verb") for w in story[1 : opens - 1]
    ):
        raise Unread
    place = tuple(texts[1:opens])  # "the chess club" or "the club" again
    story, texts = story[opens - 2 :], texts[opens - 2 :]
    if len(texts) < 7:
        raise Unread
    if texts[3] == "its" and story[4].text.casefold() != story[4].lemma:
        member, at = story[4], 5
    elif texts[3] == "each" and texts[4:6] == ["of", "its"]:
        member, at = story[6], 7
    elif texts[3] == "each" and story[4].text.casefold() == story[4].lemma:
        member, at = story[4], 5
    else:
        raise Unread
    if member.category not in ("noun", "person_noun") or at >= len(story) or not said_in_dollars(story[at]):
        raise Unread
    price = Fraction(story[at].shape.value)
    found = _count(story, at + 1)
    if found is None or found[2] != len(story) or price <= 0:
        raise Unread
    count, period, _ = found
    asked = [w for w in sentences[-1] if w.text not in ",?"]
    if len(sentences) == 3:
        story = _body(sentences[1])
        members, end = _members(story, 0, place, member)
        if end != len(story):
            raise Unread
    else:
        if [w.text for w in sentences[-1]].count(",") > 1 or not asked or asked[0].text != "If":
            raise Unread
        members, end = _members(tuple(asked), 1, place, member)
        asked = asked[end:]
    words = tuple(asked)
    texts = _texts(words)
    at = 3 if texts[2:3] == ["money"] else 2
    if texts[:2] != ["how", "much"] or texts[at : at + 1] not in (["does"], ["will"]):
        raise Unread
    at = _the_place(words, at + 1, place)
    if texts[at : at + 1] not in (["make"], ["earn"], ["collect"]):
        raise Unread
    stretch = _stretch(words, at + 1)
    if stretch is None or stretch[2] != len(words):
        raise Unread
    asked_period, periods, _ = stretch
    occasions = _occasions(count, period, asked_period, periods)
    value = price * occasions * members
    if (value * 100).denominator != 1:
        raise Unread
    steps = (
        f"${fmt(price)} {fmt(count)} times a {period}: {fmt(occasions)} times in {fmt(periods)} "
        f"{asked_period}{'' if periods == 1 else 's'} = ${fmt(price * occasions)} a {member.lemma}",
        f"{fmt(members)} {member.lemma}s x ${fmt(price * occasions)} = ${fmt(value)}",
    )
    return value_answer(value, "dollar", " ".join(place), steps, len(sentences) - 1)


def _the_place(words: tuple[Word, ...], at: int, place: tuple[str, ...]) -> int:
    """ "it", "the chess club" or "the club" for the one place told; where the words after it start."""
    texts = _texts(words)
    if texts[at : at + 1] == ["it"]:
        return at + 1
    for named in (place, place[-1:]):
        if texts[at : at + 1 + len(named)] == ["the", *named]:
            return at + 1 + len(named)
    raise Unread


def _members(words: tuple[Word, ...], at: int, place: tuple[str, ...], member: Word) -> tuple[int, int]:
    """ "it has 300 members" / "The gym has 300 members": the count of the charged kind, and where it ends."""
    at = _the_place(words, at, place)
    if at + 2 >= len(words) or words[at].text.casefold() != "has":
        raise Unread
    count, noun = plain_number(words[at + 1]), words[at + 2]
    if count is None or count.denominator != 1 or count < 2:
        raise Unread
    if noun.lemma != member.lemma or noun.text.casefold() == noun.lemma:
        raise Unread  # another kind than the one charged, or "1 member"
    return int(count), at + 3


def _occasions(count: int, period: str, stretch: str, periods: int) -> int:
    """The occasions in <periods> <stretch>s of a doing <count> times a <period>; Unread for a month in
    days or weeks, and for a stretch that is not a whole number of told periods."""
    kind, size = PERIODS[period]
    asked_kind, asked_size = PERIODS[stretch]
    if kind != asked_kind or asked_size * periods < size or (asked_size * periods) % size:
        raise Unread
    return count * asked_size * periods // size


def _again(story: tuple[Word, ...], name: Word) -> int:
    """ "He also spends ...", "Larry spends ...": the same person again; where 'spends' stands."""
    if not story or not (story[0].text == name.text or _agrees(story[0], name)):
        raise Unread
    return 2 if len(story) > 1 and story[1].text.casefold() == "also" else 1


def _on_thing(told: tuple[str, ...], asked: tuple[str, ...]) -> bool:
    """ "on his dog" asked of "walking his dog": a doing whose object is the asked thing."""
    return (
        len(asked) >= 3
        and asked[0] == "on"
        and len(told) > len(asked) - 1
        and told[-(len(asked) - 1) :] == asked[1:]
    )


def _body(words: tuple[Word, ...]) -> tuple[Word, ...]:
    """The words before the closing mark; Unread for any other punctuation (a comma, a dash)."""
    body = tuple(w for w in words if w.category != "punctuation" or w.text not in ".?!")
    if any(w.category == "punctuation" for w in body):
        raise Unread
    return body


def _amount(words: tuple[Word, ...], at: int) -> tuple[Fraction, str, int]:
    """A time of one occasion: "30 minutes", "two hours", "1.5 hours", "half an hour", "an hour"."""
    texts = _texts(words)
    single = True
    if texts[at : at + 2] in (["half", "an"], ["half", "a"]):
        value, at = Fraction(1, 2), at + 2
    elif texts[at] == "a" and texts[at + 2 : at + 4] in (["of", "an"], ["of", "a"]):
        parts = 4 if texts[at + 1] == "quarter" else _parts(words[at + 1])
        value, at = Fraction(1, parts), at + 4
    elif texts[at] in ("an", "a"):
        if (texts[at] == "an") != (texts[at + 1 : at + 2] == ["hour"]):
            raise Unread  # "an hour", "a minute"; not "a hour", "an minute"
        value, at = Fraction(1), at + 1
    else:
        number = plain_number(words[at])
        if number is None or number <= 0:
            raise Unread
        value, at, single = number, at + 1, number == 1
    if at >= len(words) or words[at].category != "unit_noun" or words[at].lemma not in SECONDS:
        raise Unread
    if single != (words[at].text.casefold() == words[at].lemma):
        raise Unread  # "1 hours", "30 minute"
    return value, words[at].lemma, at + 1


def _parts(word: Word) -> int:
    """ "third" 3, "fifth" 5: the parts of "a fifth of an hour"; Unread for anything else."""
    if word.category != "ordinal_word" or not word.attr("value").isdigit() or int(word.attr("value")) < 3:
        raise Unread
    return int(word.attr("value"))


def _count(words: tuple[Word, ...], at: int) -> tuple[int, str, int] | None:
    """ "twice a day", "3 times per week", "once every month": (count, period, next); None if absent."""
    texts = _texts(words)
    if at >= len(words):
        return None
    if texts[at] in EVERY and at + 1 < len(words) and words[at + 1].text.casefold() in PERIODS:
        return 1, words[at + 1].text.casefold(), at + 2  # "every day": once a day
    if texts[at] in COUNTS:
        count, at = COUNTS[texts[at]], at + 1
    elif texts[at + 1 : at + 2] == ["times"]:
        number = plain_number(words[at])
        if number is None or number.denominator != 1 or number < 2:
            raise Unread
        count, at = int(number), at + 2
    else:
        return None
    if texts[at : at + 1] and texts[at] in PER and at + 1 < len(words):
        period = words[at + 1]
        if period.category == "unit_noun" and period.text.casefold() in PERIODS:
            return count, period.text.casefold(), at + 2
    raise Unread


def _doing(words: tuple[Word, ...], at: int) -> tuple[tuple[str, ...], int]:
    """ "on meditation", "on his garden", "walking his dog", "walking and playing with his dog"."""
    texts = _texts(words)
    if texts[at] == "on" and at + 1 < len(words) and _gerund(words[at + 1]):
        said, end = _doing(words, at + 1)
        return ("on", *said), end
    if texts[at] == "on":
        end = _things(words, at + 1)
        if end == at + 1:
            raise Unread
        return ("on", *(w.lemma.casefold() for w in words[at + 1 : end])), end
    if not _gerund(words[at]):
        raise Unread
    said = [words[at].lemma.casefold()]
    at += 1
    while at < len(words) and _stretch(words, at) is None:
        if texts[at] == "and" and at + 1 < len(words) and _gerund(words[at + 1]):
            said += ["and", words[at + 1].lemma.casefold()]
            at += 2
        elif texts[at] in ACTIVITY_PREPS or texts[at] in OWNERS or words[at].category in THINGS:
            if texts[at] not in ACTIVITY_PREPS:
                end = _things(words, at)
                if end == at:
                    raise Unread
            else:
                end = at + 1
            said += [w.lemma.casefold() for w in words[at:end]]
            at = end
        else:
            break
    return tuple(said), at


def _things(words: tuple[Word, ...], at: int) -> int:
    """Past an owner or article and the describing words and nouns after it."""
    owned = at < len(words) and words[at].text.casefold() in OWNERS
    at += owned
    start = at
    while at < len(words) and not words[at].text.endswith("ing"):
        named = words[at].category.startswith("verb") and (
            owned or at > start
        )  # "his bike", "piano practice"
        if words[at].category not in THINGS and not named:
            break
        at += 1
    if at == start:
        raise Unread
    return at


def _gerund(word: Word) -> bool:
    """ "walking", "knitting", "brushing" (a noun in the lexicon): a doing's -ing form."""
    text = word.text.casefold()
    doing = word.category.startswith("verb") or word.category == "noun"
    return doing and text.endswith("ing") and len(text) > 5 and text not in NOT_DOINGS


def _spent(story: tuple[Word, ...], at: int) -> tuple:
    """ "<Name> spends <time> [<doing>] <count> <period> [<doing>]"; 'spends' stands at ``at``."""
    if len(story) <= at or story[at].text.casefold() != "spends":
        raise Unread
    each, unit, at = _amount(story, at + 1)
    doing: tuple[str, ...] = ()
    if _count(story, at) is None:
        doing, at = _doing(story, at)
    found = _count(story, at)
    if found is None:
        raise Unread
    count, period, at = found
    if at < len(story):
        if doing:
            raise Unread
        doing, at = _doing(story, at)
    if at != len(story):
        raise Unread
    return each, unit, count, period, doing, None


def _done(story: tuple[Word, ...]) -> tuple:
    """ "<Name> <does> [<place>] <count> <period> for <time> at a time" or "... for <time> <count> <period>"."""
    verb = story[1]
    texts = _texts(story)
    if verb.category not in (*DOING, "noun") or not texts[1].endswith("s") or texts[1].endswith("ss"):
        raise Unread
    at = 2
    place: tuple[str, ...] = ()
    if texts[at] in PLACE_PREPS:
        end = _things(story, at + 1)
        place = tuple(texts[at:end])
        at = end
    found = _count(story, at)
    if found is not None:
        count, period, at = found
        if texts[at : at + 1] != ["for"]:
            raise Unread
        each, unit, at = _amount(story, at + 1)
        if tuple(texts[at:]) not in OCCASION:
            raise Unread  # "for 3 hours" alone may be the whole stretch
    else:
        if texts[at : at + 1] != ["for"]:
            raise Unread
        each, unit, at = _amount(story, at + 1)
        found = _count(story, at)
        if found is None:
            raise Unread
        count, period, at = found
        if at != len(story):
            raise Unread
    return each, unit, count, period, place, texts[1]


def _question(
    asked: tuple[Word, ...], name: Word, verb: str | None
) -> tuple[str, str, int, tuple[str, ...], str]:
    """ "How many hours [a week] does he spend [<doing>] [a week]?" -> (unit, period, periods, doing, verb)."""
    texts = _texts(asked)
    if texts[:2] != ["how", "many"] or len(asked) < 6:
        raise Unread
    unit = asked[2]
    if unit.category != "unit_noun" or unit.lemma not in SECONDS or unit.text.casefold() == unit.lemma:
        raise Unread
    at = 3
    stretches = []
    found = _stretch(asked, at)
    if found is not None:
        stretches.append(found[:2])
        at = found[2]
    if texts[at] not in AUXILIARIES or not _agrees(asked[at + 1], name):
        raise Unread
    at += 2
    said = texts[at]
    if said == "spend":
        doing: tuple[str, ...] = ()
        if at + 1 < len(asked) and _stretch(asked, at + 1) is None:
            doing, end = _doing(asked, at + 1)
        else:
            end = at + 1
    else:
        if verb is None or verb not in (said + "s", said + "es", said[:-1] + "ies"):
            raise Unread
        end = at + 1
        doing = ()
        if end < len(asked) and texts[end] in PLACE_PREPS and _stretch(asked, end) is None:
            stop = _things(asked, end + 1)
            doing = tuple(texts[end:stop])
            end = stop
    found = _stretch(asked, end)
    if found is not None:
        stretches.append(found[:2])
        end = found[2]
    if end != len(asked) or len(stretches) != 1:
        raise Unread
    period, periods = stretches[0]
    return unit.lemma, period, periods, doing, said


def _stretch(words: tuple[Word, ...], at: int) -> tuple[str, int, int] | None:
    """ "a week", "per week", "each week", "every week", "in a week", "in one week", "in 3 weeks"."""
    texts = _texts(words)
    if at >= len(words):
        return None
    periods = 1
    if texts[at] in PER:
        at += 1
    elif texts[at] == "in" and at + 2 < len(words):
        if texts[at + 1] in ("a", "an", "one"):
            at += 2
        else:
            number = plain_number(words[at + 1])
            if number is None or number.denominator != 1 or number < 2:
                return None
            periods, at = int(number), at + 2
    else:
        return None
    if at >= len(words) or words[at].category != "unit_noun":
        return None
    period = words[at].lemma
    if period not in PERIODS or (periods == 1) != (texts[at] == period):
        raise Unread
    return period, periods, at + 1


def _same_doing(told: tuple[str, ...], asked: tuple[str, ...]) -> bool:
    """The question's doing is the story's: none asked, the same words, or a noun and its verb's gerund."""
    if not asked:
        return True
    if asked == told:
        return True
    if len(told) == 2 and told[0] == "on" and len(asked) == 1:
        noun, verb = told[1], asked[0]
        stem = verb[:-1] if verb.endswith("e") else verb
        return noun == verb or noun in (stem + "ion", stem + "ation", verb + "ing")
    if len(asked) == 2 and asked[0] == "on" and len(told) == 1:
        return _same_doing(asked, told)
    return False


__all__ = ["read_occasion_times"]
