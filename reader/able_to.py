""" "Pia was able to pack 9 boxes.": 'be able to' and a verb, told as the verb itself (ADR 0504).

'Be able to' says in three words what 'can' or the plain verb says: "Pia was able to pack 9 boxes."
tells that Pia packed 9 boxes, "Omar is able to fold 4 shirts a minute." that Omar can fold them, and
"How many shirts will Omar be able to fold in 6 minutes?" asks how many he can fold. The sentence
reader has no rule for the adjective before an infinitive, so this reading tells the story again in
those words and has the whole reader read it; every check of the reading of the retold story still
holds, and its refusal leaves the first refusal standing.

Retold, in every sentence of the story:

- "<doer> was|were [only] able to <verb>" as the verb's one past form in the lexicon ("Pia was only
  able to pack 9 boxes." -> "Pia packed 9 boxes.": 'only' does not change what was done);
- "<doer> is|are|am|'s|'re [only] able to <verb>" and "<doer> will be able to <verb>" as "can <verb>";
- in a question, after its question word, "was|were <doer> able to <verb>" as "did <doer> <verb>",
  "is|are <doer> able to <verb>" and "will|would <doer> be able to <verb>" as "can <doer> <verb>"
  ("How many boxes was Pia able to pack?" -> "How many boxes did Pia pack?").

What stays refused (the text is not retold): a negation anywhere in the sentence ("not able to",
"no longer able to", "never", "hardly", "barely": what was not done is no amount done), "unable"
anywhere in the story, a word the lexicon does not know as a verb's base form or whose entry gives no
single past form, 'be able to be' (a passive), "would be able to" outside a question (a wish, not a
doing), any other 'able to' ("has been able to", "being able to", "should be able to", "to be able
to"), and a doer in a question longer than three words. 'Able' with no 'to' after it ("an able
baker") is left as it stands.
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.rewrites import Rewrite, with_edits

VERB = r"(?P<verb>[a-z]+)\b"
DOER = r"(?P<doer>[a-z]+(?:\s+[a-z]+){0,2}?)"
STATEMENTS = (
    (re.compile(rf"\b(?P<aux>was|were)\s+(?:only\s+)?able\s+to\s+{VERB}", re.IGNORECASE), "past"),
    (
        re.compile(rf"(?P<aux>\b(?:is|are|am)|'s|'re|'m)\s+(?:only\s+)?able\s+to\s+{VERB}", re.IGNORECASE),
        "can",
    ),
    (re.compile(rf"\b(?P<aux>will)\s+be\s+able\s+to\s+{VERB}", re.IGNORECASE), "can"),
)
QUESTIONS = (
    (re.compile(rf"\b(?P<aux>was|were)\s+{DOER}\s+able\s+to\s+{VERB}", re.IGNORECASE), "did"),
    (re.compile(rf"\b(?P<aux>is|are)\s+{DOER}\s+able\s+to\s+{VERB}", re.IGNORECASE), "can"),
    (re.compile(rf"\b(?P<aux>will|would)\s+{DOER}\s+be\s+able\s+to\s+{VERB}", re.IGNORECASE), "can"),
)
ABLE_TO = re.compile(r"\bable\s+to\b", re.IGNORECASE)
UNABLE = re.compile(r"\bunable\b", re.IGNORECASE)
SENTENCE = re.compile(r"[^.!?]+[.!?]?")
QUESTION_WORD = re.compile(r"\b(?:how|what|who|which)\b", re.IGNORECASE)
NEGATIONS = frozenset(
    {"not", "n't", "never", "no", "nobody", "none", "nothing", "hardly", "barely", "scarcely", "longer"}
    | {"cannot", "can't", "couldn't", "wasn't", "weren't", "isn't", "aren't", "won't", "neither", "nor"}
    | {"without", "unable"}
)
DOER_WORDS = frozenset({"he", "she", "they", "we", "i", "you", "it", "the", "his", "her", "their", "and"})


def able_to(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The story with each 'be able to <verb>' told as the verb, 'can' or 'did'; None when there is none
    or any 'able to' is of another shape."""
    if not ABLE_TO.search(text) or UNABLE.search(text):
        return None
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for sentence in SENTENCE.finditer(text):
        said = sentence.group()
        if not ABLE_TO.search(said):
            continue
        if NEGATIONS & set(re.findall(r"[a-z']+", said.casefold().replace("n't", " n't"))):
            return None  # "was not able to", "no longer able to": nothing done to count
        found = _retold(said, said.rstrip().endswith("?"), lexicon)
        if found is None:
            return None
        for start, end, new in found:
            edits.append((sentence.start() + start, sentence.start() + end, new))
            steps.append(f"'{said[start:end]}' read as '{new}'")
    return with_edits(text, edits, steps)


def _retold(said: str, question: bool, lexicon: Lexicon) -> list[tuple[int, int, str]] | None:
    """The edits of one sentence; None when one of its 'able to' is not of a retold shape."""
    edits: list[tuple[int, int, str]] = []
    taken: list[tuple[int, int]] = []
    for pattern, told in STATEMENTS:
        for found in pattern.finditer(said):
            new = _verb(found.group("verb"), told, lexicon)
            if new is None:
                return None
            aux = found.group("aux")
            new = f" {new}" if aux.startswith("'") else _cased(aux, new)  # "she's able to" -> "she can"
            edits.append((found.start(), found.end(), new))
            taken.append(found.span())
    if question:
        for pattern, told in QUESTIONS:
            for found in pattern.finditer(said):
                if any(s <= found.start("aux") < e for s, e in taken):
                    continue
                doer = found.group("doer")
                if not _doer(doer) or not QUESTION_WORD.search(_clause_before(said, found.start())):
                    return None
                verb = _verb(found.group("verb"), "can", lexicon)
                if verb is None:
                    return None
                edits.append(
                    (found.start(), found.end(), _cased(found.group("aux"), f"{told} {doer} {verb[4:]}"))
                )
                taken.append(found.span())
    if len(taken) != len(ABLE_TO.findall(said)):
        return None  # "has been able to", "should be able to", "would be able to" in a statement
    return edits


def _verb(verb: str, told: str, lexicon: Lexicon) -> str | None:
    """ "sold" for 'past', "can sell" for 'can', from the lexicon's forms of the verb written in its base form."""
    sense = lexicon.lookup(verb.casefold())
    if sense is None or "VB" not in sense.tags:
        return None  # a word the lexicon does not write as a verb's base form
    if sense.entry.lemma == "be":
        return None  # "able to be sold": a passive
    if told == "can":
        return f"can {verb}"
    forms = {surface for surface, tag in sense.entry.forms if tag == "VBD"}
    if len(forms) != 1:
        return None
    return next(iter(forms))


def _doer(doer: str) -> bool:
    """A question's doer: a pronoun, a name (or two), or 'the|his|her|their' and a noun."""
    words = doer.split()
    if len(words) == 1:
        return (
            words[0].casefold() in DOER_WORDS - {"the", "his", "her", "their", "and"} or words[0][0].isupper()
        )
    if words[0].casefold() in ("the", "his", "her", "their"):
        return all(w.islower() and w not in DOER_WORDS for w in words[1:])
    return len(words) == 3 and words[1] == "and" and words[0][0].isupper() and words[2][0].isupper()


def _clause_before(said: str, at: int) -> str:
    """The words of the clause before ``at``: from the sentence's start or its last comma."""
    before = said[:at]
    return before[before.rfind(",") + 1 :]


def _cased(aux: str, new: str) -> str:
    """The told words, opening with a capital where the auxiliary did."""
    return new[0].upper() + new[1:] if aux[0].isupper() else new


__all__ = ["able_to"]
