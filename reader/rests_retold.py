"""What is left told in other words: "half of what is left", "kept the rest", "Of the remaining ..." (ADR 0352).

The sentence reader reads 'the rest' and 'the remaining' after a part went away (ADR 0050, 0179):
"She spends half of her money on a book and 1/4 of the rest on a pen." Stories tell the same amount
in three more ways it does not read, and this reading tells them again as 'the rest':

- "1/4 of what is left", "of what's left", "of what was left", "of what remains", "of what she has
  left": a share of what is left at that point of the story, which is what 'the rest' after a share
  means. Only right after a share ("half", "a third", "1/4", "40%", "40 percent") and, for "what
  <pronoun> has left", only when the pronoun is the sentence's own subject ('she' after 'She' or a
  woman's name): "Ann gave Bob half of what he had left" is Bob's rest, not Ann's, and stays.
  The retold 'the rest' keeps every guard of its own reading: the subject's latest change must have
  moved one amount away, and the subject must hold one kind only.
- "... and kept the rest.", "He kept the remaining stickers.": keeping what is left changes nothing,
  so the clause is dropped and the story read without it. Only in the last sentence before the
  question (a later change would make "how many did she keep?" ask for an amount of the past), only
  with 'the rest', 'the remainder' or 'the remaining <things|money>' (and "for himself|herself" of the
  subject's gender), and only when 'the rest' there is what the reader itself reads as one: the same
  words with 'lost' for 'kept' ("lost the rest", in place or as a sentence of its own, ADR 0050) or
  "lost half of the rest" (ADR 0179, which takes money too) must read past that sentence (the subject's
  latest change moved one amount of one kind away; a gain after it, two kinds, or a 'he' that could be
  the receiver keep the refusal). A list whose 'and' belonged to the dropped clause ("six to Ann, nine
  to Bob, and kept the rest") gets its 'and' back before the last item.
- "Of the remaining plums, she gave half to Lee.", "From her remaining books, she donates a third of
  her books": the fronted phrase is told after the share that follows the verb ("She gave half of the
  remaining plums to Lee."), or in place of the share's own "of them" / "of her books". Only with a
  share right after '<he|she|Name> [then] <verb>', a possessive that agrees with the subject, and no
  number in the phrase; the retold 'the remaining <things>' keeps ADR 0179's guards.

The retold problem is read by the whole reader; its refusal leaves the first refusal standing.
"""

from __future__ import annotations

from collections.abc import Callable

from packs.model import Lexicon
from reader.change_back import is_name, name_gender
from reader.lifecycle import sentence_words
from reader.quarter_shares import quarter_share_at
from reader.refusals import ReaderRefusal
from reader.rewrites import Rewrite, with_edits
from reader.tokenise import Sentence, split_sentences

BE_FORMS = frozenset({"is", "was", "'s"})
REMAIN_FORMS = frozenset({"remains", "remained"})
HAVE_FORMS = frozenset({"has", "had"})
SUBJECT_PRONOUNS = {"he": "male", "she": "female"}
SELF_GENDERS = {"himself": "male", "herself": "female"}
SELF_PRONOUNS = frozenset(SELF_GENDERS)
SHARE_CATEGORIES = frozenset({"fraction_word", "ordinal_word", "percent_word"})
NOT_SHARES = frozenset({"first", "second"})
SHARE_SHAPES = frozenset({"fraction", "percent"})
LOST = {"kept": "lost", "keeps": "loses"}
REST_WORDS = frozenset({"rest", "remainder"})
PLACE_PREPS = frozenset({"in", "at"})
PLACE_DETERMINERS = frozenset({"the", "a", "an", "her", "his", "their"})
PLACE_WORDS = frozenset({"noun", "adjective", "money_noun"})  # "in the savings account"


def _low(sentence: Sentence, at: int) -> str:
    return sentence.tokens[at].text.casefold() if 0 <= at < len(sentence.tokens) else ""


def _after_share(words, at: int) -> bool:
    """Whether the word before 'of' at ``at`` ends a share: "half", "a third", "1/4", "40%", "40 percent"."""
    if at < 1 or words[at - 1] is None:
        return False
    word = words[at - 1]
    if word.category in SHARE_CATEGORIES:
        return word.text.casefold() not in NOT_SHARES
    return word.category == "number" and word.shape is not None and word.shape.primitive in SHARE_SHAPES


def _subject_is(words, pronoun: str) -> bool:
    """Whether the sentence's subject is the one 'he'/'she' names: the same pronoun, or a name of that gender."""
    first = words[0] if words else None
    if first is None:
        return False
    if first.text.casefold() == pronoun:
        return True
    verb = (
        2 if len(words) > 2 and words[1] is not None and words[1].text.casefold() in ("then", "also") else 1
    )
    return (
        is_name(first)
        and name_gender(first) == SUBJECT_PRONOUNS[pronoun]
        and len(words) > verb
        and words[verb] is not None
        and words[verb].category.startswith("verb")
    )


def _what_left_end(sentence: Sentence, words, at: int) -> int | None:
    """The last index of "what is left" / "what remains" / "what she has left" starting at ``at``; else None."""
    if _low(sentence, at) != "what":
        return None
    nxt = _low(sentence, at + 1)
    if nxt in REMAIN_FORMS:
        return at + 1
    if nxt in BE_FORMS and _low(sentence, at + 2) == "left":
        return at + 2
    if nxt in SUBJECT_PRONOUNS and _low(sentence, at + 2) in HAVE_FORMS and _low(sentence, at + 3) == "left":
        return at + 3 if _subject_is(words, nxt) else None
    return None


def _what_is_left(sentence: Sentence, words) -> list[tuple[int, int, str]]:
    """Edits retelling each "<share> of what is left" as "<share> of the rest"."""
    edits = []
    for at in range(1, len(sentence.tokens)):
        if words[at - 1] is None or words[at - 1].category != "prep_of" or not _after_share(words, at - 1):
            continue
        end = _what_left_end(sentence, words, at)
        if end is None:
            continue
        if _low(sentence, end + 1) == "of":
            continue  # "what is left of the cake": a whole of its own
        edits.append((sentence.tokens[at].start, sentence.tokens[end].end, "the rest"))
    return edits


def _rest_end(sentence: Sentence, words, at: int) -> int | None:
    """The last index of "the rest" / "the remainder" / "the remaining <things|money>" [for himself] from ``at``."""
    if _low(sentence, at) != "the":
        return None
    if _low(sentence, at + 1) in REST_WORDS:
        end = at + 1
    elif _low(sentence, at + 1) == "remaining" and _low(sentence, at + 2) in PLACE_PREPS:
        end = at + 1  # "kept the remaining in the savings account": all that is left (ADR 0356)
    elif _low(sentence, at + 1) == "remaining":
        noun = words[at + 2] if at + 2 < len(words) else None
        plural = (
            noun is not None and noun.category == "noun" and noun.text.casefold() != noun.lemma.casefold()
        )
        if not (plural or (noun is not None and noun.category == "money_noun")):
            return None  # "the remaining in the bank", "the remaining pen": no things or money named
        end = at + 2
    else:
        return None
    if _low(sentence, end + 1) == "for" and _low(sentence, end + 2) in SELF_PRONOUNS:
        end += 2
    elif _low(sentence, end + 1) in PLACE_PREPS:
        end = _place_end(sentence, words, end + 1)  # "kept the rest in the bank" (ADR 0356)
        if end is None:
            return None
    return end if end == len(sentence.tokens) - 1 else None


def _place_end(sentence: Sentence, words, at: int) -> int | None:
    """The last index of "in|at <the|a|her|his> [words] <noun>" closing the sentence from ``at``; else None.

    Keeping what is left in a place changes nothing the subject holds; a number, a name or a second
    phrase there ("in 3 boxes", "in the bank for Ann") is more than a place and is left.
    """
    if _low(sentence, at + 1) not in PLACE_DETERMINERS:
        return None
    last = len(sentence.tokens) - 1
    if last < at + 2:
        return None
    for j in range(at + 2, last + 1):
        word = words[j]
        if word is None or word.category not in PLACE_WORDS or is_name(word):
            return None
    if words[last].category != "noun":
        return None
    return last


def _bare_remaining(sentence: Sentence, kept: int) -> bool:
    """ "kept the remaining in the bank": 'the remaining' with no noun, told as 'the rest'."""
    return _low(sentence, kept + 2) == "remaining" and _rest_phrase_end(sentence, kept) == kept + 2


def _rest_phrase_end(sentence: Sentence, kept: int) -> int:
    """The last index of the rest phrase after 'kept': "the rest", "the remaining", "the remaining stickers"."""
    if _low(sentence, kept + 2) == "remaining" and _low(sentence, kept + 3) not in PLACE_PREPS:
        return kept + 3
    return kept + 2


def _kept_clause(sentence: Sentence, words) -> tuple[int, int, int] | None:
    """(first dropped index, index of 'kept', last index of the rest phrase), or None.

    The clause is "and [he|she|Name] kept <rest>" at the sentence's end, or the whole sentence
    "<he|she|Name> [then|also] kept <rest>".
    """
    for at, token in enumerate(sentence.tokens):
        if token.text.casefold() not in LOST:
            continue
        end = _rest_end(sentence, words, at + 1)
        if end is None:
            return None
        start = at
        if start > 0 and _low(sentence, start - 1) in ("then", "also"):
            start -= 1
        subject = words[start - 1] if start > 0 else None
        if subject is not None and (subject.text.casefold() in SUBJECT_PRONOUNS or is_name(subject)):
            start -= 1
        if start == 0:
            return 0, at, end
        if _low(sentence, start - 1) != "and":
            return None
        start -= 1
        if start > 0 and _low(sentence, start - 1) == ",":
            start -= 1
        return (start, at, end) if start > 0 else None
    return None


def _lost_told(sentence: Sentence, words, start: int, kept: int, end: int) -> str | None:
    """ "She lost the rest": the kept clause told with 'lost' as a sentence of its own; None with no subject."""
    first = words[1] if _low(sentence, 0) == "then" and len(words) > 1 else words[0]
    subject = words[kept - 1] if _low(sentence, kept - 1) not in ("then", "also") else words[kept - 2]
    if start == 0 or subject is None or subject.text.casefold() == "and":
        subject = first
    elif (
        first is None
        or subject.text.casefold() != first.text.casefold()
        or _other_person(words, start, subject)
    ):
        return None  # "He gave Ann 6 and she kept the rest": the clause's own subject must be the sentence's
    if subject is None or not (subject.text.casefold() in SUBJECT_PRONOUNS or is_name(subject)):
        return None
    gender = SUBJECT_PRONOUNS.get(subject.text.casefold()) or name_gender(subject)
    if _low(sentence, end) in SELF_PRONOUNS and SELF_GENDERS[_low(sentence, end)] != gender:
        return None  # "Kate ... kept the rest for himself"
    rest_end = _rest_phrase_end(sentence, kept)
    rest = " ".join(t.text for t in sentence.tokens[kept + 1 : rest_end + 1])
    if _bare_remaining(sentence, kept):
        rest = "the rest"
    told = subject.text[:1].upper() + subject.text[1:]
    return f"{told} {LOST[_low(sentence, kept)]} {rest}"


def _named_told(before: tuple[Sentence, ...], lexicon: Lexicon, told: str) -> str | None:
    """ "He lost the rest" told "Oliver lost the rest" when Oliver is the one name told before, of that gender.

    The kept clause has no subject of its own: it is the sentence's, which the reader resolves. As a
    sentence of its own, 'He' may also stand for someone the clause named ("his friend"); with one name
    only in the story so far, and of the pronoun's gender, that name is the one the sentence's 'he' is.
    """
    pronoun, _, rest = told.partition(" ")
    gender = SUBJECT_PRONOUNS.get(pronoun.casefold())
    if gender is None:
        return None
    names = {
        (w.text, name_gender(w))
        for sentence in before
        for w in sentence_words(sentence, lexicon)
        if w is not None and is_name(w)
    }
    if len(names) != 1:
        return None
    name, its = next(iter(names))
    return f"{name} {rest}" if its == gender else None


def _other_person(words, start: int, pronoun) -> bool:
    """Whether a name before the kept clause could also be its 'he' or 'she' (its gender agrees or is unknown)."""
    gender = SUBJECT_PRONOUNS.get(pronoun.text.casefold())
    if gender is None:
        return False
    others = [w for w in words[1:start] if w is not None and is_name(w)]
    return any(name_gender(w) in (gender, "any", None) for w in others)


def _relisted(sentence: Sentence, words, start: int) -> list[tuple[int, int, str]]:
    """ "six to Ann, nine to Bob, and kept the rest": the list's 'and' goes back before its last item."""
    if _low(sentence, start) != ",":
        return []
    before = [j for j in range(start) if _low(sentence, j) in (",", "and")]
    if not before or any(_low(sentence, j) == "and" for j in before):
        return []
    comma = sentence.tokens[before[-1]]
    return [(comma.start, comma.end, " and")]


def _kept_rest(
    text: str, sentences: tuple[Sentence, ...], lexicon: Lexicon, read: Callable
) -> list[tuple[int, int, str]]:
    """Edits dropping "and kept the rest" from the last sentence before the question; [] when not safe."""
    if len(sentences) < 2 or not sentences[-1].is_question:
        return []
    index = len(sentences) - 2
    sentence = sentences[index]
    if sentence.is_question:
        return []
    words = sentence_words(sentence, lexicon)
    found = _kept_clause(sentence, words)
    if found is None:
        return []
    start, kept, end = found
    told = _lost_told(sentence, words, start, kept, end)
    if told is None:
        return []
    if start == 0:
        cut = (sentence.tokens[0].start, sentences[index + 1].start, "")
        lost = (sentence.tokens[0].start, sentence.tokens[end].end, told)
        relisted = []
    else:
        cut = (sentence.tokens[start].start, sentence.tokens[end].end, "")
        lost = (cut[0], cut[1], ". " + told)
        relisted = _relisted(sentence, words, start)
    token = sentence.tokens[kept]
    rest_end = _rest_phrase_end(sentence, kept)
    if rest_end != end and _low(sentence, rest_end + 1) in PLACE_PREPS:
        place = {w.lemma.casefold() for w in words[rest_end + 3 : end + 1] if w is not None}
        asked = sentence_words(sentences[-1], lexicon)
        if any(w is not None and w.lemma.casefold() in place for w in asked):
            return []  # "kept the rest in the bank. How much is in the bank?": the place is asked
    in_place = [(token.start, token.end, LOST[token.text.casefold()])]
    if _bare_remaining(sentence, kept):
        remaining = sentence.tokens[kept + 2]
        in_place.append((remaining.start, remaining.end, "rest"))
    if rest_end != end:
        in_place.append((sentence.tokens[rest_end].end, sentence.tokens[end].end, ""))
    # "lost half of the rest": ADR 0179's reading of the rest, which money takes as well
    halved = [(token.start, token.end, LOST[token.text.casefold()] + " half of")] + in_place[1:]
    variants = [(in_place, index), ([lost] + relisted, index + (start > 0)), (halved, index)]
    named = _named_told(sentences[:index], lexicon, told) if start > 0 else None
    if named is not None:  # "He lost the rest" after "his friend": told with the one name it can be
        variants.append(([(cut[0], cut[1], ". " + named)] + relisted, index + 1))
    if not any(_rest_read(text, edits, last, lexicon, read) for edits, last in variants):
        return []  # 'the rest' here is not one amount the reader reads as the subject's rest
    return [cut] + relisted


def _rest_read(text: str, edits, last: int, lexicon: Lexicon, read: Callable) -> bool:
    """Whether the text told with 'lost the rest' for 'kept the rest' reads past sentence ``last``."""
    variant = with_edits(text, edits, [])
    assert variant is not None
    found = read(variant.text, lexicon)
    return not (isinstance(found, ReaderRefusal) and found.sentence_index <= last)


def _share_span(sentence: Sentence, words, at: int) -> int | None:
    """The last index of a share starting at ``at``: "half", "a third", "two-thirds", "1/4", "40%", "40 percent"."""
    word = words[at] if at < len(words) else None
    if word is None:
        return None
    if word.category == "fraction_word":
        return at
    if word.category == "number" and word.shape is not None:
        if word.shape.primitive in SHARE_SHAPES:
            return at
        nxt = words[at + 1] if at + 1 < len(words) else None
        return at + 1 if nxt is not None and nxt.category == "percent_word" else None
    if _low(sentence, at) in ("a", "an", "one") or word.category == "number_word":
        ordinal = at + 2 if _low(sentence, at + 1) == "-" else at + 1
        found = words[ordinal] if ordinal < len(words) else None
        if quarter_share_at(words, ordinal):
            return (
                ordinal  # "a quarter", "three quarters": ADR 0351 tells it as a share where no coin is named
            )
        if (
            found is not None
            and found.category == "ordinal_word"
            and _low(sentence, ordinal) not in NOT_SHARES
        ):
            return ordinal
    return None


def _fronted_rest(sentence: Sentence, words) -> tuple[list[tuple[int, int, str]], str] | None:
    """ "Of the remaining apples, she gave half to Cal." told as "She gave half of the remaining apples to Cal."

    Also "From her remaining books, she donates a third of her books": the share's own 'of them' or
    'of her books' is the fronted phrase's. Only with a share right after the verb; else None.
    """
    tokens = sentence.tokens
    if len(tokens) < 8 or _low(sentence, 0) not in ("of", "from") or _low(sentence, 2) != "remaining":
        return None
    owner = _low(sentence, 1)
    if owner not in ("the", "her", "his") or "," not in [_low(sentence, j) for j in range(3, 7)]:
        return None
    comma = [j for j in range(3, 7) if _low(sentence, j) == ","][0]
    nouns = words[3:comma]
    if not nouns or any(w is None or w.category not in ("noun", "prep_of") for w in nouns):
        return None
    if nouns[-1].category != "noun" or nouns[0].category != "noun":
        return None
    subject = words[comma + 1]
    if subject is None or not (subject.text.casefold() in SUBJECT_PRONOUNS or is_name(subject)):
        return None
    gender = SUBJECT_PRONOUNS.get(subject.text.casefold()) or name_gender(subject)
    if owner != "the" and {"her": "female", "his": "male"}[owner] != gender:
        return None  # "From his remaining books, she ...": someone else's
    verb = comma + 3 if _low(sentence, comma + 2) == "then" else comma + 2
    if verb >= len(words) or words[verb] is None or not words[verb].category.startswith("verb"):
        return None
    share = _share_span(sentence, words, verb + 1)
    if share is None:
        return None
    named = " ".join(t.text for t in tokens[3:comma])
    phrase = f"of the remaining {named}"
    told = tokens[comma + 1].text[:1].upper() + tokens[comma + 1].text[1:]
    edits = [(tokens[0].start, tokens[comma + 1].end, told)]
    after = share + 1
    if _low(sentence, after) == "of":
        own = _low(sentence, after + 1)
        if own == "them":
            edits.append((tokens[after].start, tokens[after + 1].end, phrase))
        elif own == owner and own != "the" and _low(sentence, after + 2) == _low(sentence, comma - 1):
            if len(nouns) != 1:
                return None
            edits.append((tokens[after].start, tokens[after + 2].end, phrase))
        else:
            return None  # "half of the pears": a whole of its own
    else:
        edits.append((tokens[share].end, tokens[share].end, " " + phrase))
    return edits, f"'{tokens[0].text} {owner} remaining {named},' read as '{phrase}' after the share"


def rests_retold(text: str, lexicon: Lexicon, read: Callable) -> Rewrite | None:
    """The problem with "of what is left" told as "of the rest" and "and kept the rest" dropped; None if neither."""
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for sentence in split_sentences(text):
        words = sentence_words(sentence, lexicon)
        for start, end, new in _what_is_left(sentence, words):
            edits.append((start, end, new))
            steps.append(f"'{text[start:end]}' after a share read as '{new}': what is left at that point")
        fronted = _fronted_rest(sentence, words)
        if fronted is not None:
            edits.extend(fronted[0])
            steps.append(fronted[1])
    told = with_edits(text, edits, steps)
    if told is not None:
        text = told.text
    kept = _kept_rest(text, split_sentences(text), lexicon, read)
    if not kept:
        return told
    start, end, _ = kept[0]
    dropped = f"'{text[start:end].strip(' ,.')}' dropped: keeping what is left changes nothing"
    return with_edits(text, kept, steps + [dropped])


__all__ = ["rests_retold"]
