"""Two kinds of people asked at once, and two kinds asked as what is left (ADR 0275).

"The club has 18 boys and 12 girls. If 5 boys and 6 girls moved away, how many boys and girls are
left?" The joined question is read as ADR 0188 reads it (``reader/joined_kinds.py``): asked once per
kind, everything else kept, the two answers added, only when both answer with whole counts. This
module says when two *people* kinds may be added without counting someone twice, which ADR 0188
refused outright because people's roles overlap ("students and girls", "women and doctors").

Two person nouns are apart only when all of these hold:

- neither is in the other's ``kind_of`` chain ("boys and children" share every boy);
- neither is a word for whoever is present (``covers``: students, guests, players) or a stage of
  life (``stage``: child, adult), which take in people of any other kind;
- both name a trade (``trade``: doctors and nurses, chefs and waiters; one person, one trade in a
  story), or neither does and their genders are male and female (a person is one: boys and girls,
  men and women). A trade beside any other person noun ("women and doctors", "waiters and women":
  a trade's gender says little), and friends and cousins, refuse;
- the story itself counted them apart, in one listing of amounts ("has 11 doctors and 18 nurses",
  "14 boys, 10 girls"): a story that never set them side by side has not said that no one is both.

'left' and 'remain' may now be asked of two kinds (ADR 0188 kept them refused): each kind's own
"how many <kind> are left?" already refuses when what went away is not told ("picked 172 potatoes"
only ever gained), and the sum answers only when both single questions do, so a doubtful move can no
longer hide inside the sum.

Members who leave the place they were counted at, the place left unsaid: "The cafe has 12 bakers and
9 waiters. If 4 bakers and 2 waiters drop out, how many bakers and waiters are left?" The clause has
no holder and names no place, so the sentence reader refused it ("no subject holds or moves the
amounts"). When the story opens with one place holding counted people ("<the> <noun> has|had N <people>
[and M <people>]") and then tells only one such leaving, the place is put back in the text ("... went
away from the cafe") and the problem is read again, as "3 birds flew away from the fence" already
reads (ADR 0086). A leaving is a verb of ``motion: leave`` ("quit") or one whose ``leaves`` particle
follows it ("drop out"), with nothing after it but the end of the clause, its subject nothing but
counted kinds of people the place holds. Anything else (a named person or place, an object, another
sentence, a kind the place does not hold) leaves the first refusal standing.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.kinds import kind_chain, lexicon_kinds
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences

PERSON_NOUN = "person_noun"
NUMBERS = frozenset({"number", "number_word"})
LISTING = frozenset({"and", ","})
GENDERS = frozenset({"male", "female"})
LEAVE_MOTION = "leave"  # "quit": the subject goes away from the group it was counted in (ADR 0235)


def _counted(words: tuple[Word | None, ...], at: int, lemma: str) -> bool:
    """The word at ``at`` is ``lemma`` counted by the number right before it."""
    word, before = words[at], words[at - 1] if at > 0 else None
    return word is not None and word.lemma == lemma and before is not None and before.category in NUMBERS


def _listed_apart(first: str, second: str, story: list[Sentence], lexicon: Lexicon) -> bool:
    """Some story sentence lists 'N <first> and|, M <second>' (either order) as one listing."""
    for sentence in story:
        words = sentence_words(sentence, lexicon)
        texts = [t.text.casefold() for t in sentence.tokens]
        for i in range(1, len(words) - 3):
            if texts[i + 1] not in LISTING:
                continue
            for x, y in ((first, second), (second, first)):
                if _counted(words, i, x) and _counted(words, i + 3, y):
                    return True
    return False


def people_apart(a: Word, b: Word, story: list[Sentence], lexicon: Lexicon) -> bool:
    """Two person nouns of a joined question that no one can be both of (see the module docstring)."""
    if a.category != PERSON_NOUN or b.category != PERSON_NOUN or a.lemma == b.lemma:
        return False
    kind_of = lexicon_kinds(lexicon.lookup)
    if a.lemma in kind_chain(b.lemma, kind_of) or b.lemma in kind_chain(a.lemma, kind_of):
        return False
    if any(w.attr("covers") or w.attr("stage") for w in (a, b)):
        return False
    trades = [bool(w.attr("trade")) for w in (a, b)]
    if any(trades):  # a person has one trade; a trade's gender says little ("waiters and women")
        if not all(trades):
            return False
    elif {a.attr("gender"), b.attr("gender")} != GENDERS:  # a person is male or female
        return False
    return _listed_apart(a.lemma, b.lemma, story, lexicon)


def _counted_people(words: tuple[Word | None, ...], texts: list[str], at: int, end: int) -> set[str] | None:
    """The person nouns of 'N <people> [and|, M <people>]...' filling words[at:end] exactly, or None."""
    kinds: set[str] = set()
    i = at
    while True:
        noun = words[i + 1] if i + 1 < end else None
        if noun is None or noun.category != PERSON_NOUN or not _counted(words, i + 1, noun.lemma):
            return None
        kinds.add(noun.lemma)
        i += 2
        if i == end:
            return kinds
        if texts[i] not in LISTING:
            return None
        i += 1


def _held_people(sentence: Sentence, lexicon: Lexicon) -> tuple[str, set[str]] | None:
    """ "The cafe has 16 chefs and 16 waiters": the place's noun and the kinds of people it holds."""
    words = sentence_words(sentence, lexicon)
    texts = [t.text.casefold() for t in sentence.tokens]
    if sentence.is_question or len(words) < 5 or texts[0] not in ("the", "a", "an"):
        return None
    place, verb = words[1], words[2]
    if place is None or place.category != "noun" or verb is None or verb.category != "verb_possess":
        return None
    kinds = _counted_people(words, texts, 3, len(words))
    return None if kinds is None else (sentence.tokens[1].text, kinds)


def _leaving(sentence: Sentence, lexicon: Lexicon, held: set[str]) -> tuple[int, int] | None:
    """The text span of the leaving verb in '[If] N <people> [and M <people>] quit|drop out[,]', or None."""
    words = sentence_words(sentence, lexicon)
    texts = [t.text.casefold() for t in sentence.tokens]
    verbs = [i for i, w in enumerate(words) if w is not None and w.attr("motion") == LEAVE_MOTION]
    verbs += [
        i
        for i, w in enumerate(words[:-1])
        if w is not None and w.attr("leaves") and texts[i + 1] == w.attr("leaves")
    ]
    if len(verbs) != 1:
        return None
    v = verbs[0]
    last = v + 1 if words[v] is not None and words[v].attr("leaves") else v
    start = 1 if texts[0] == "if" else 0
    if sentence.is_question != (start == 1):
        return None  # a leaving in the question sentence is its 'if' clause; a statement is all leaving
    after = texts[last + 1] if last + 1 < len(texts) else ""
    if after != "," if sentence.is_question else after != "":
        return None  # an object, a place, a person or more words: not a bare leaving
    kinds = _counted_people(words, texts, start, v)
    if kinds is None or not kinds <= held:
        return None
    return sentence.tokens[v].start, sentence.tokens[last].end


def members_gone_text(text: str, lexicon: Lexicon) -> str | None:
    """The text with the one place put back after a bare leaving of its members, or None."""
    sentences = split_sentences(text)
    if len(sentences) not in (2, 3) or not sentences[-1].is_question:
        return None
    found = _held_people(sentences[0], lexicon)
    if found is None:
        return None
    place, held = found
    spans = [_leaving(s, lexicon, held) for s in sentences[1:]]
    if any(span is None for span in spans[:-1]) or sum(span is not None for span in spans) != 1:
        return None
    start, end = next(span for span in spans if span is not None)
    return text[:start] + f"went away from the {place}" + text[end:]
