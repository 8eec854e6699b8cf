"""Things told apart by a capital letter: "Bin X has 14 bolts. Bin Y has 3 more than bin X." (ADR 0437).

A story may name the members of a series by a noun and a capital letter after it: "Jar A", "Team B",
"Machine C", "coach A". The sentence reader reads the lone 'A' as the article and refuses ("a
determiner with no noun after it"); a lone 'B' or 'C' is no word it knows at all. Each such label
names one thing, the way a first name names one person, so the two words are written again as one
name-like word ("JarA", "TeamB") and the whole reader reads the written problem: the name is a holder
like any other, a comparison between two of them reads as between two people, and "How many marbles
are there altogether?" adds what every holder has. Its refusal leaves the first refusal standing, and
a label the story never tells of (asked about "jar D" only) refuses there as an unknown holder would.

The labels are rewritten only when the text is a closed series of one noun:

- every lone capital letter in the text (other than 'I', and an 'A' that opens a sentence, which is
  the article) stands right after a plain noun or a noun of a person (``noun``, ``person_noun``);
  a letter anywhere else ("labelled A, B and C", "schemes A and B", "got an A") keeps the refusal;
- one noun only carries letters, with two letters or more ("Jar A ... Jar B"): a series of things
  told apart. "Vitamin A" alone, "Jar A" alone (however often told), or two nouns sharing a letter
  ("Jar A ... box A") or each with letters of its own ("Jar A ... box B") keep the refusal;
- an 'A' label is followed by nothing, a punctuation mark, a possessive, a verb, a conjunction, a
  preposition, 'than' or a negation -- never by a word an article could stand before (a noun, an
  adjective, a number): "the Jar A red marble" is no label;
- the noun is not itself after a word that would make it part of a longer phrase (an article, a
  determiner, an adjective, a number, a noun, a possessive or a pronoun): "the big jar A" is not
  rewritten;
- no pronoun of the third person stands anywhere in the text: the written names are people to the
  reader, so a 'she' meant for someone else, or an 'it' or 'they' meant for a jar, could be taken
  for a label ("Tom has 4. She gives 2 to jar B" would give jar A's marbles);
- the written word is no word of the lexicon and no other word of the text ("Car" + "E" would spell
  'Care'): a collision keeps the refusal.

Nothing else changes: the amounts, the question and every other word stay as told.
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.rewrites import Rewrite, with_edits
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, or_none

LABEL_NOUNS = frozenset({"noun", "person_noun"})
# Words that make the noun part of a longer phrase ("the big jar A", "two jar A"): not rewritten.
BOUND_BEFORE = frozenset(
    {
        "article",
        "determiner",
        "adjective",
        "measure_adjective",
        "number_word",
        "ordinal_word",
        "noun",
        "person_noun",
        "unit_noun",
        "possessive_marker",
        "pronoun",
        "name",
    }
)
# What may follow an 'A' label (an article is never followed by these).
AFTER_A = frozenset(
    {
        "punctuation",
        "possessive_marker",
        "copula",
        "auxiliary",
        "conjunction",
        "disjunction",
        "than_marker",
        "negation",
        "preposition",
        "relative_pronoun",
        "additive_marker",
    }
)
_LONE_CAPITAL = re.compile(r"\b[A-HJ-Z]\b")


def lettered_holders(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each lettered label ("Jar A") written as one name ("JarA"); None if not read."""
    if _LONE_CAPITAL.search(text) is None:
        return None  # no lone capital letter: most problems, at the cost of one scan
    return or_none(_rewrite, text, lexicon)


def _category(text: str, lexicon: Lexicon) -> str:
    sense = lexicon.lookup(text)
    return sense.category if sense is not None else ""


def _rewrite(text: str, lexicon: Lexicon) -> Rewrite | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    labels: list[tuple[int, int, str, str]] = []  # (start, end, noun key, letter)
    nouns: dict[str, str] = {}  # noun key -> the noun as first written
    for sentence in sentences:
        tokens = sentence.tokens
        if any(_third_person(token.text, lexicon) for token in tokens):
            raise Unread  # "She gives 2 to jar B": a label written as a name would be a person 'she' may mean
        for at, token in enumerate(tokens):
            letter = token.text
            if len(letter) != 1 or not letter.isupper() or not letter.isalpha() or letter == "I":
                continue
            if at == 0 and letter == "A":
                continue  # "A jar has 9 beads": the article
            if at == 0:
                raise Unread  # "B has 3 more": a letter with no noun before it
            noun = tokens[at - 1].text
            if _category(noun, lexicon) not in LABEL_NOUNS or not noun.isalpha():
                raise Unread  # "labelled A, B and C", "got an A": a letter that names no thing here
            if at >= 2 and _category(tokens[at - 2].text, lexicon) in BOUND_BEFORE:
                raise Unread  # "the big jar A": the noun belongs to a longer phrase
            if at >= 2 and tokens[at - 2].text[:1].isdigit():
                raise Unread  # "2 jar A"
            if letter == "A" and at + 1 < len(tokens) and not _may_follow_label(tokens[at + 1].text, lexicon):
                raise Unread  # "jar A red ...": the 'A' may be an article
            key = noun.casefold()
            nouns.setdefault(key, noun)
            labels.append((tokens[at - 1].start, token.end, key, letter))
    if not labels:
        return None
    if len(nouns) != 1:
        raise Unread  # letters after two nouns ("Jar A ... box B"): two series, or one letter twice
    told = [letter for _, _, _, letter in labels]
    if len(set(told)) < 2:
        raise Unread  # "Vitamin A" alone: no series of labelled things
    noun = next(iter(nouns.values()))
    stem = noun[:1].upper() + noun[1:].casefold()
    known = {word.casefold() for word in re.findall(r"[^\W\d_]+", text)}
    edits: list[tuple[int, int, str]] = []
    written: dict[str, str] = {}
    for start, end, _, letter in labels:
        name = written.get(letter)
        if name is None:
            name = stem + letter
            if lexicon.lookup(name) is not None or name.casefold() in known:
                raise Unread  # "Car E" would spell "Care": a word of its own
            written[letter] = name
        edits.append((start, end, name))
    edits.extend(_both_asked(sentences[-1], noun, written, lexicon))
    named = ", ".join(f'"{noun} {letter}" as {name}' for letter, name in sorted(written.items()))
    step = f"things told apart by a letter name one holder each: {named}"
    return with_edits(text, edits, [step])


def _both_asked(question, noun: str, written: dict[str, str], lexicon: Lexicon) -> list[tuple[int, int, str]]:
    """ "both ponds" in the question written as the two named ones, when the story told exactly two."""
    tokens = question.tokens
    edits = []
    lemma = _lemma(noun, lexicon)
    for at in range(len(tokens) - 1):
        if tokens[at].text.casefold() != "both":
            continue
        plural = tokens[at + 1].text
        if _lemma(plural, lexicon) != lemma or plural.casefold() == noun.casefold():
            continue
        if len(written) != 2:
            raise Unread  # "both jars" after three labelled jars: which two?
        first, second = (written[letter] for letter in sorted(written))
        edits.append((tokens[at].start, tokens[at + 1].end, f"{first} and {second}"))
    return edits


def _lemma(word: str, lexicon: Lexicon) -> str:
    sense = lexicon.lookup(word)
    return sense.entry.lemma.casefold() if sense is not None and sense.category in LABEL_NOUNS else ""


def _third_person(word: str, lexicon: Lexicon) -> bool:
    """A pronoun of the third person (he, she, it, they, his, them, ...)."""
    sense = lexicon.lookup(word)
    return sense is not None and sense.category == "pronoun" and sense.entry.attr("person") == "3"


def _may_follow_label(word: str, lexicon: Lexicon) -> bool:
    """A word that may follow a label but never the article 'a' (a verb, 'than', a mark, 'and', ...)."""
    if not word[:1].isalnum():
        return True  # a punctuation mark or a possessive "'s"
    category = _category(word, lexicon)
    return category in AFTER_A or category.startswith(("verb", "prep_"))


__all__ = ["lettered_holders"]
