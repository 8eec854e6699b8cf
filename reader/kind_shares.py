"""A whole split by a share of one kind, told in words the chained-parts reading does not take (ADR 0423).

"There are 240 trees in the park, 15% of which are birch trees. How many are not birch trees?" and
"Casey is collecting beetles. She has 42 beetles. 2/7 are male. How many female beetles does she have?" ask
what ADRs 0290, 0394 and 0417 already read: one counted whole, one share of it that is one kind, and
the rest asked as the other kind of the pair or as "not" that kind. They refuse only at the wording.
The problem is told again in the shapes that reading takes, and the whole reader reads the retold
text: its answer stands with a step more for each retelling; its refusal leaves the first one standing.
Every check on the split (which groups the pack splits, which kinds cannot overlap, whole counts,
shares below the whole, tenses, places) stays the chained-parts reading's own; nothing here decides
that two kinds fill a whole.

- A kind told with the whole's own noun after it: "are birch trees" of trees is "are birches" (the pack
  files birch under tree, `kind_of`), "are male cats" of cats is "are male" (an adjective the pack
  gives an `opposite` or a `quality`). Only with the whole's noun, said as the whole says it: "male
  cats" among pets is no share of the pets.
- A denial naming the whole's noun: "How many are not birch trees?" is "How many trees are not birches?".
  A bare denial of a bare word ("How many are not red?") is left as it was: the question then names
  no things at all (ADR 0332).
- "Girls make up 30% of the students" is "30% of the students are girls" ('made' in the past).
- "There are 40 students in the class and 30% of them are girls." is two sentences, the whole and its
  share, when the clause after 'and' opens with a share and its 'of them' or 'of the'.
- A scene sentence before the whole, "<Name> is|was <doing> <things>." with no number and the same
  things the next sentence counts, tells nothing the count does not; it is left
  out, and the pronoun opening the count is the name ("Casey is collecting beetles. She has 42 beetles.").
- A name the pack gives no one gender ("Casey") that is the story's only person, asked again by one
  'she' or 'he' and no other person word: the pronoun is that name (ADR 0244's reading of one person).

Refused (nothing is retold, or the retold text refuses): a group the pack does not split ("people",
"guests"), a third kind, a negated share, a share of 100% or more, a count that is not whole, 'if'
clauses and later changes, a scene with a number or other things, two persons, a pronoun of both
genders, and everything the chained-parts reading refuses.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.bare_parts import share_end
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences

__all__ = ["kind_shares"]

COPULAS = frozenset({"are", "were"})
COUNTS = frozenset({"integer", "grouped_integer"})
THIRD_PERSONS = frozenset({"she", "he"})
PERSONAL = frozenset(
    {"she", "he", "her", "him", "his", "hers", "herself", "himself"}
)  # 'them' and 'it' are things
CLAUSE_ENDS = frozenset({",", ".", "?", "and"})

NAMING = frozenset({"noun", "price_noun", "money_noun", "coin_noun", "unit_noun", "verb"})  # "Bill", "Mark"

Edit = tuple[int, int, str, str]


def _low(word: Word | None) -> str:
    return word.text.casefold() if word is not None else ""


def _count(word: Word | None) -> bool:
    if word is None:
        return False
    if word.category == "number" and word.shape is not None and word.shape.primitive in COUNTS:
        return not word.shape.unit
    return word.category == "number_word" and bool(word.attr("value"))


def _plural_noun(word: Word | None) -> bool:
    return word is not None and word.category in ("noun", "person_noun") and "NNS" in word.tags


def _nounish(word: Word | None) -> bool:
    return word is not None and word.category in ("noun", "person_noun")


def _share(words: tuple[Word, ...]) -> int:
    """The index after a share opening ``words`` ("30%", "2/3", "half", "one third", "40 percent"); 0 if none."""
    end = share_end(words)
    if end:
        return end
    if len(words) > 1 and _count(words[0]) and words[1].category == "percent_word":
        return 2
    return 0


def _whole_head(words: tuple[Word, ...]) -> int | None:
    """Where the whole's noun stands: the plural noun right after the sentence's first count."""
    at = next((i for i, w in enumerate(words) if _count(w)), None)
    if at is None or at + 1 >= len(words) or not _plural_noun(words[at + 1]):
        return None
    if at + 2 < len(words) and _nounish(words[at + 2]):
        return None  # "42 fish tanks": the counted noun is a later one
    return at + 1


def _plural_form(word: Word) -> str | None:
    """The pack's plural of a noun ("pine" -> "pines"): its one NNS form other than its lemma."""
    if word.sense is None:
        return None
    lemma = word.lemma.casefold()
    forms = {surface for surface, tag in word.sense.entry.forms if tag == "NNS" and surface != lemma}
    return next(iter(forms)) if len(forms) == 1 else None


def _named_kinds(sentence: Sentence, words: tuple[Word, ...], head: Word, skip: int | None) -> list[Edit]:
    """ "pine trees" -> "pines", "(are|not) male cats" -> "male": a kind said with the whole's noun."""
    edits: list[Edit] = []
    for i in range(len(words) - 1):
        noun = words[i + 1]
        if i + 1 == skip or _low(noun) != _low(head) or noun.lemma.casefold() != head.lemma.casefold():
            continue
        if i + 2 < len(words) and _nounish(words[i + 2]):
            continue  # "pine tree seeds": the phrase goes on
        kind = words[i]
        told = f"{sentence.tokens[i].text} {sentence.tokens[i + 1].text}"
        if kind.category == "noun" and kind.attr("kind_of") == head.lemma.casefold():
            plural = _plural_form(kind)
            if plural is None:
                continue
            edits.append(
                (
                    sentence.tokens[i].start,
                    sentence.tokens[i + 1].end,
                    plural,
                    f"'{told}' read as '{plural}': {kind.lemma} is a kind of {head.lemma}",
                )
            )
        elif kind.category == "adjective" and (kind.attr("opposite") or kind.attr("quality")):
            before = _low(words[i - 1]) if i > 0 else ""
            after = _low(words[i + 2]) if i + 2 < len(words) else "."
            if (before in COPULAS or before == "not") and after in CLAUSE_ENDS:
                edits.append(
                    (
                        sentence.tokens[i].start,
                        sentence.tokens[i + 1].end,
                        sentence.tokens[i].text,
                        f"'{told}' read as '{sentence.tokens[i].text}': the {head.text} are the whole",
                    )
                )
    return edits


def _bare_denial(sentence: Sentence, words: tuple[Word, ...], head: Word) -> list[Edit]:
    """ "How many are not pine trees?" -> "How many trees are not ...": the denial names the whole's noun."""
    if len(words) < 6 or (_low(words[0]), _low(words[1])) != ("how", "many"):
        return []
    if _low(words[2]) not in COPULAS or _low(words[3]) != "not":
        return []
    last = len(words) - 1
    if (
        last < 5
        or _low(words[last]) != _low(head)
        or not all(_low(w) not in CLAUSE_ENDS for w in words[4:last])
    ):
        return []
    many = sentence.tokens[1]
    return [(many.end, many.end, f" {sentence.tokens[last].text}", f"'how many' asks of the {head.text}")]


def _make_up(sentence: Sentence, words: tuple[Word, ...]) -> list[Edit]:
    """ "Girls make up 30% of the students." -> "30% of the students are girls."."""
    at = next(
        (i for i, w in enumerate(words) if w.lemma.casefold() == "make" and w.category.startswith("verb")),
        None,
    )
    if at is None or at == 0 or at + 2 >= len(words) or _low(words[at + 1]) != "up":
        return []
    kind = words[:at]
    if not _plural_noun(kind[-1]) or not all(
        w.category in ("noun", "person_noun", "adjective") for w in kind
    ):
        return []
    rest = words[at + 2 :]
    end = _share(rest)
    if not end or len(rest) < end + 3 or _low(rest[end]) != "of":
        return []
    if sentence.terminator != "." or any(_low(w) in CLAUSE_ENDS for w in rest):
        return []  # "..., and the rest are boys": one clause only
    tense = "were" if "VBD" in words[at].tags else "are"
    if tense == "are" and not {"VBP", "VBZ", "VB"} & set(words[at].tags):
        return []
    tokens = sentence.tokens
    named = _said(sentence, 0, at)
    new = f"{_said(sentence, at + 2, len(tokens))} {tense} {named[0].lower()}{named[1:]}"
    return [(tokens[0].start, tokens[-1].end, new, f"'{_said(sentence, 0, len(tokens))}' read as '{new}'")]


def _said(sentence: Sentence, start: int, end: int) -> str:
    """Tokens ``start`` to ``end`` as written: a space only where the text had one ("one-third")."""
    tokens = sentence.tokens[start:end]
    out = tokens[0].text if tokens else ""
    for before, token in zip(tokens, tokens[1:], strict=False):
        out += (" " if token.start > before.end else "") + token.text
    return out


def _whole_sentence(words: tuple[Word, ...]) -> bool:
    """ "There are|were N <things> ...", "<Name> has|had N <things> ...", "A <noun> has N <things>"."""
    if len(words) >= 4 and _low(words[0]) == "there" and words[1].category == "copula" and _count(words[2]):
        return True
    at = 1 if words and words[0].category == "name" else 2 if _low(words[0]) in ("a", "the") else 0
    return (
        at > 0
        and len(words) > at + 1
        and words[at].category == "verb_possess"
        and words[at].lemma.casefold() == "have"
        and _count(words[at + 1])
    )


def _joined(sentence: Sentence, words: tuple[Word, ...]) -> list[Edit]:
    """ "There are 40 students in the class[,] and 30% of them are girls." -> two sentences."""
    if not _whole_sentence(words):
        return []
    ands = [i for i, w in enumerate(words) if _low(w) == "and"]
    if len(ands) != 1:
        return []
    at = ands[0]
    rest = words[at + 1 :]
    end = _share(rest) or (1 if rest and _count(rest[0]) else 0)  # "and 12 of them are girls" too
    if (
        not end
        or len(rest) < end + 2
        or _low(rest[end]) != "of"
        or _low(rest[end + 1]) not in ("them", "the")
    ):
        return []
    if any(_low(w) == "," for w in words[: at - 1]) or any(_low(w) == "," for w in rest):
        return []  # another clause in the list: the chained reading's own lists stay as they are
    start = at - 1 if _low(words[at - 1]) == "," else at
    share = sentence.tokens[at + 1]
    tokens = sentence.tokens
    new = ". " + share.text[0].upper() + share.text[1:]
    return [
        (tokens[start - 1].end, share.end, new, f"'{tokens[at].text} {share.text}' told as a new sentence")
    ]


def _scene(sentences: tuple[Sentence, ...], words: list[tuple[Word, ...]]) -> tuple[list[Edit], Word | None]:
    """ "Casey is collecting beetles. She has 42 beetles." -> "Casey has 42 beetles.": a scene that counts nothing."""
    first, second = words[0], words[1]
    if len(first) < 4 or first[0].category != "name" or _low(first[1]) not in ("is", "was"):
        return [], None
    if (
        not (first[2].category.startswith("verb") and "VBG" in first[2].tags)
        or sentences[0].terminator != "."
    ):
        return [], None
    things = first[3:]
    if not things or not all(_nounish(w) or w.category == "adjective" for w in things):
        return [], None
    opener = second[0] if second else None
    if opener is None or not (_low(opener) == _low(first[0]) or _agrees(opener, first[0])):
        return [], None
    if len(second) < 4 or second[1].category != "verb_possess" or not _count(second[2]):
        return [], None
    counted = tuple(_low(w) for w in second[3 : 3 + len(things)])
    after = second[3 + len(things)] if len(second) > 3 + len(things) else None
    if counted != tuple(_low(w) for w in things) or (after is not None and _nounish(after)):
        return [], None  # "is collecting shells. She has 42 beetles.": other things
    scene, count = sentences[0], sentences[1]
    name = scene.tokens[0].text
    told = " ".join(t.text for t in scene.tokens)
    edits: list[Edit] = [(scene.start, count.tokens[0].start, "", f"'{told}' counts nothing: left out")]
    if _low(opener) != _low(first[0]):
        edits.append((count.tokens[0].start, count.tokens[0].end, name, f"'{opener.text}' is {name}"))
    return edits, first[0]


def _agrees(pronoun: Word, name: Word) -> bool:
    if pronoun.category != "pronoun" or _low(pronoun) not in THIRD_PERSONS:
        return False
    gender = name.attr("gender") or name.attr("name_gender")
    return gender in ("", "any") or gender == pronoun.attr("gender")


def _open_name(sentences: tuple[Sentence, ...], words: list[tuple[Word, ...]], skip: int) -> list[Edit]:
    """ "... does she have?" of a name of no one gender, the story's only person: the pronoun is the name."""
    names = {_low(w) for ws in words for w in ws if w.category == "name"}
    if len(names) != 1 or any(w.category == "person_noun" for ws in words for w in ws):
        return []
    name = next(w for ws in words for w in ws if w.category == "name")
    if (name.attr("gender") or name.attr("name_gender")) not in ("", "any"):
        return []  # a name of one gender is asked back by its own pronoun already
    if any(_other_person(w, i, name) for ws in words for i, w in enumerate(ws)):
        return []  # "Tom has 5 beetles": a person the pack files as a word ('tom', a male cat)
    pronouns = [
        (si, i)
        for si, ws in enumerate(words)
        for i, w in enumerate(ws)
        if w.category == "pronoun"
        and _low(w) in PERSONAL
        and si >= skip
        and not (skip and (si, i) == (skip, 0))
    ]
    if not pronouns or len({_low(words[si][i]) for si, i in pronouns}) != 1:
        return []  # no pronoun, or 'her', 'him', 'they' or both genders beside it
    if _low(words[pronouns[0][0]][pronouns[0][1]]) not in THIRD_PERSONS:
        return []
    return [
        (
            sentences[si].tokens[i].start,
            sentences[si].tokens[i].end,
            name.text,
            f"'{sentences[si].tokens[i].text}' is {name.text}, the only person",
        )
        for si, i in pronouns
    ]


def _other_person(word: Word, at: int, name: Word) -> bool:
    """A word that may name someone besides ``name``: another name's gender, or a capital not opening a sentence."""
    if _low(word) == _low(name):
        return False
    if word.attr("name_gender") or word.category in ("name", "person_noun"):
        return True
    return word.text[:1].isupper() and (at > 0 or word.category in NAMING)


def _has_share(words: tuple[Word, ...]) -> bool:
    """A clause of a share that is a kind: "<share> [of them|of the ...] are|were ...", or "... make up <share>".

    The share opens the sentence or a clause (after ',', 'and', 'which', 'whom'); a share elsewhere ("at a
    20% discount") is no part of a counted whole, and such a story is not this reading's to retell.
    """
    for i in range(len(words)):
        opens = i == 0 or _low(words[i - 1]) in ("and", ",", "which", "whom", "up")
        end = _share(words[i:]) if opens else 0
        if not end:
            continue
        if (i > 0 and _low(words[i - 1]) == "up") or any(_low(w) in COPULAS for w in words[i + end :]):
            return True
    return False


def kind_shares(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with a share of one kind told in the chained-parts reading's words; None when unchanged."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    looked = [sentence_words(s, lexicon) for s in sentences]
    if any(w is None for ws in looked for w in ws):
        return None
    words: list[tuple[Word, ...]] = [tuple(w for w in ws if w is not None) for ws in looked]
    if not any(_has_share(ws) for ws in words):
        return None
    edits: list[Edit] = []
    whole = 0
    if len(sentences) >= 3:
        scene, _ = _scene(sentences, words)
        if scene:
            edits += scene
            whole = 1
    edits += _open_name(sentences, words, whole)
    edits += _joined(sentences[whole], words[whole])
    at = _whole_head(words[whole])
    if at is not None:
        head = words[whole][at]
        for si in range(whole, len(sentences)):
            edits += _named_kinds(sentences[si], words[si], head, at if si == whole else None)
        edits += _bare_denial(sentences[-1], words[-1], head)
    for si in range(whole + 1, len(sentences) - 1):
        edits += _make_up(sentences[si], words[si])
    return with_edits(text, [(s, e, new) for s, e, new, _ in edits], [step for *_, step in edits])
