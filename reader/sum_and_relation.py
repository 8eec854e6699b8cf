""" "Tom and Sam have 50 pencils together. Tom has 8 more than Sam.": a total and relations solved together (ADR 0268).

A group total (ADR 0189) is one equation over its members' amounts; a relation between two of them
("8 more than", "twice as many as", "8 more than twice as many as") is another. The ordinary solver
fixes one unknown at a time, so a total beside a relation with both parts unknown stayed
underdetermined, though the two equations fix both parts. Here, when the ordinary solving leaves the
asked amount open and the story has a total, the equations the asked amount depends on are solved as
one system, but only in the shape the family names:

- every unknown of the system is a starting amount of a member of a told total, of the total's kind,
  and at least one total is among the equations;
- there are exactly as many equations as unknowns and they fix every unknown (each statement used once:
  a statement that repeats another, or one that contradicts it, leaves the system unsolved and the
  problem refuses as before);
- every part comes out a positive amount, and a whole one for counted things (checked again by
  ``verify`` over every chain).

"There are 27 guitars altogether" beside named holders of guitars is the same total when nothing else is
said: the sentence is only "[If] there are|were N <kind> <altogether|in all|in total|together|combined>",
the story has no change, every other amount of that kind is a person's holding, and there are two or more
such persons (the kind's only holders), the asked one among them. Then the scene's 27 is read as the
total over those persons (ADR 0189's event), not as a pile of its own beside theirs.

"They have 27 guitars in all" after sentences that name the persons only by name is read again with the
names joined in place of 'They' (``read_they_total``, tried last when the whole reading refused); the
re-read answers only through a group total, so a 'they' wider than the holders leaves a part open.

ADR 0279 adds three checks: the told parts may not exceed the scene's total when the ordinary solving
answered without it (``scene_total_exceeded``); the names read for 'They' must all be in the sentence
just before it; and a statement's plural 'they' holding an amount is ambiguous when a person outside it
is compared with it (``they_beside_compared``).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.solver import Linear, Solution, solve
from reader.tokenise import split_sentences

SCENE = "there"
TOTAL_ENDINGS = (
    ("altogether",),
    ("together",),
    ("combined",),
    ("in", "all"),
    ("in", "total"),
    ("total",),
)
COPULAS = frozenset({"are", "were", "is", "was"})
MODIFIERS = frozenset({"adjective", "color_adjective", "noun"})


def solved_with_total(sentences, graph, solution, form, lexicon):
    """(graph, solution, value) with the asked amount solved from a total and relations, or None.

    Returns a refusal only from re-solving the graph with a scene total in it (two statements
    disagreeing); None leaves the caller's refusal as it was.
    """
    if graph.totals:
        found = _solved(solution, form, graph)
        return None if found is None else (graph, *found)
    totalled = _scene_total(sentences, graph, lexicon)
    if totalled is None:
        return None
    resolved = solve(totalled)
    if isinstance(resolved, ReaderRefusal):
        return resolved
    found = _solved(resolved, form, totalled)
    return None if found is None else (totalled, *found)


def _solved(solution: Solution, form: Linear, graph) -> tuple[Solution, Fraction] | None:
    """The asked form's value when the open equations it depends on fix their unknowns together."""
    known = dict(solution.known)
    asked = form.substitute(known)
    if not asked.terms:  # a scene total beside one relation: the one-unknown solver fixed it already
        return solution, asked.const
    if any(not e.terms and e.const == 0 for e in solution.equations):
        return None  # a statement that only repeats others: every part is fixed exactly once
    open_equations = [r for r in (e.substitute(known) for e in solution.equations) if r.terms]
    names = {n for n, _ in asked.terms}
    system: list[Linear] = []
    grown = True
    while grown:  # the equations connected to the asked unknowns through shared unknowns
        grown = False
        for eq in open_equations:
            if eq not in system and names & {n for n, _ in eq.terms}:
                system.append(eq)
                names |= {n for n, _ in eq.terms}
                grown = True
    parts = {f"start:{p}:{t.unit_key}" for t in graph.totals for p in t.parts}
    totals = [_total_form(t, known) for t in graph.totals]
    if not names <= parts or not any(t in system for t in totals) or len(system) != len(names):
        return None
    values = _unique_solution(system, sorted(names))
    if values is None or any(v <= 0 for v in values.values()):
        return None
    steps = tuple(f"solve together: {_label(n)} = {_fmt(v)}" for n, v in sorted(values.items()))
    known.update(values)
    solved = replace(solution, known=tuple(sorted(known.items())), steps=solution.steps + steps)
    return solved, asked.substitute(values).const


def scene_total_exceeded(sentences, graph, solution, lexicon) -> ReaderRefusal | None:
    """A refusal when the named holders' told amounts exceed "There are 27 guitars altogether" (ADR 0279).

    When the ordinary solving fixes the asked amount without the scene's total ("Rita has 10 guitars.
    Joel has twice as many guitars as Rita. There are 27 guitars altogether."), the total is never
    checked: the holders' 10 and 20 already exceed the 27 that counts them all, so the story
    contradicts itself. Fewer than the total is left as it was (someone else may hold the rest).
    """
    if graph.totals:
        return None
    totalled = _scene_total(sentences, graph, lexicon)
    if totalled is None:
        return None
    (total,) = totalled.totals
    chains = {(c.holder, c.unit_key): c for c in solution.chains}
    held = [
        solution.value(chains[h, total.unit_key].terminal)
        for h in total.parts
        if (h, total.unit_key) in chains
    ]
    if sum(v for v in held if v is not None) <= total.value:
        return None
    return refuse(
        "readings_disagree",
        f"the holders' told amounts exceed the {_fmt(total.value)} there are altogether",
        total.sentence_index,
        total.token_index,
        "",
    )


def _total_form(total, known: dict[str, Fraction]) -> Linear:
    """A total's equation as the solver wrote it when every part is still its starting amount."""
    summed = Linear(Fraction(0))
    for part in total.parts:
        summed = summed.plus(Linear(Fraction(0), ((f"start:{part}:{total.unit_key}", Fraction(1)),)))
    return summed.plus(Linear.of(total), -1).substitute(known)


def _unique_solution(system: list[Linear], names: list[str]) -> dict[str, Fraction] | None:
    """Exact Gaussian elimination of a square system; None when it does not fix every unknown once."""
    rows = [[dict(eq.terms).get(n, Fraction(0)) for n in names] + [-eq.const] for eq in system]
    size = len(names)
    for col in range(size):
        pivot = next((r for r in range(col, size) if rows[r][col] != 0), None)
        if pivot is None:
            return None
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(size):
            if r != col and rows[r][col] != 0:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return {n: rows[i][size] / rows[i][i] for i, n in enumerate(names)}


def _scene_total(sentences, graph, lexicon):
    """The graph with "There are 27 guitars altogether" read as the total over the kind's named holders."""
    if graph.totals or any(e.kind != "hold" for e in graph.events):
        return None
    scene = [e for e in graph.events if e.holder == SCENE]
    if len(scene) != 1 or scene[0].value is None or scene[0].than or scene[0].share is not None:
        return None
    told = scene[0]
    if not _only_a_total(sentences[told.sentence_index], told.token_index, lexicon) or not _one_phrase(
        sentences, lexicon, told
    ):
        return None
    others = [e for e in graph.events if e is not told]
    same = [e for e in others if e.unit_key == told.unit_key]
    holders = tuple(dict.fromkeys(h for e in same for h in (e.holder, e.than) if h))
    kinds = {e.key: e.kind for e in graph.entities}
    if (
        len(holders) < 2
        or tuple(graph.question_units) != (told.unit_key,)
        or told.unit_key in graph.aggregates
        or any(e.unit_key in graph.aggregates or e.than_unit not in ("", e.unit_key) for e in others)
        or any(kinds.get(h) != "person" for h in holders)
        or not set(graph.question.entities) <= set(holders)
        or not graph.question.entities
    ):
        return None
    total = replace(told, holder="+".join(holders), parts=holders)
    return replace(graph, events=tuple(others), totals=(total,))


def _only_a_total(sentence, at: int, lexicon) -> bool:
    """ "there are|were N <noun words> <one total ending>": nothing but the amount and its total word.

    The clause is a whole statement, a leading "If ..., <question>?" or a trailing "<question> if ...?".
    """
    words = [t.text.lower() for t in sentence.tokens]
    while words and words[-1] in {".", "?", "!"}:
        words.pop()
    if at < 2 or words[at - 2] != "there" or words[at - 1] not in COPULAS:
        return False
    before, tail = words[: at - 2], words[at + 1 :]
    if before == ["if"] and sentence.is_question and "," in tail:
        tail = tail[: tail.index(",")]  # "If there are 27 guitars altogether, how many ...?"
    elif before and not (before[-1] == "if" and sentence.is_question and "," not in before):
        return False  # "How many guitars does Davey have if there are 27 guitars altogether?" reads on
    ending = next((e for e in TOTAL_ENDINGS if len(tail) > len(e) and tuple(tail[-len(e) :]) == e), None)
    if ending is None:
        return False
    return all(_plain_noun_word(w, lexicon) for w in tail[: -len(ending)])


def _one_phrase(sentences, lexicon, told) -> bool:
    """The total's noun is named with the same modifiers wherever the story names it.

    "Tom has twice as many red guitars as Sam. There are 27 guitars altogether.": the unit map merges
    a plain noun with its one narrower kind, so the 27 might count guitars of another colour too.
    """
    words = sentence_words(sentences[told.sentence_index], lexicon)
    phrase = []
    for word in words[told.token_index + 1 :]:
        if word is None or word.category not in MODIFIERS:
            break
        phrase.append(word)
    if not phrase or phrase[-1].category != "noun":
        return False
    head, modifiers = phrase[-1].lemma.casefold(), [w.lemma.casefold() for w in phrase[:-1]]
    for sentence in sentences:
        said = sentence_words(sentence, lexicon)
        for at, word in enumerate(said):
            if word is None or word.category != "noun" or word.lemma.casefold() != head:
                continue
            if at + 1 < len(said) and said[at + 1] is not None and said[at + 1].category == "noun":
                continue  # "guitar picks": another thing the noun only describes
            start = at
            while start > 0 and said[start - 1] is not None and said[start - 1].category in MODIFIERS:
                start -= 1
            if [w.lemma.casefold() for w in said[start:at]] != modifiers:
                return False
    return True


def _plain_noun_word(word: str, lexicon) -> bool:
    """A word of the counted thing's name: a noun or an adjective, never a number, marker or verb."""
    entry = lexicon.lookup(word)
    if entry is None:
        return word.isalpha()
    return "noun" in entry.category or entry.category in {"adjective", "color_adjective"}


def _label(symbol: str) -> str:
    _, holder, unit = symbol.split(":", 2)
    return f"{holder}'s {unit.replace('dim:', '')}"


def _fmt(value: Fraction) -> str:
    from reader.derivation import fmt

    return fmt(value)


def read_they_total(text: str, lexicon, read):
    """ "Tom has twice as many guitars as Sam. They have 27 guitars in all.": 'they' as every person named.

    No entity agrees with that 'they' when no group was named and the sentence before is no pair of
    clauses (ADR 0137). A statement made of nothing but "They have|had N <kind> <total word>" after
    sentences that name two or more persons, and only by name (no person noun, no 'you' or 'I'), all of
    them in the sentence just before (ADR 0279: a person named only earlier may be in the 'they' or not),
    is read again with the names joined in its place; that reading must answer through the total (ADR 0189),
    so a 'they' that is not exactly the holders of the kind leaves a part unfixed and refuses.
    Returns (answer, step) or None.
    """
    from reader.answer import Answer

    sentences = split_sentences(text)
    found = [i for i, s in enumerate(sentences) if i > 0 and _they_total(s, lexicon)]
    if len(found) != 1:
        return None
    names = _names(sentences[: found[0]], lexicon)
    if names is None or len(names) < 2:
        return None
    if set(names) != set(_names(sentences[found[0] - 1 : found[0]], lexicon) or ()):
        return None  # "Wendy has 3. Joel has twice as many as Rita. They have 27.": Joel and Rita, or all three? (ADR 0279)
    they = sentences[found[0]].tokens[0]
    joined = " and ".join(names) if len(names) == 2 else ", ".join(names[:-1]) + ", and " + names[-1]
    result = read(text[: they.start] + joined + text[they.end :], lexicon)
    if not isinstance(result, Answer) or not result.graph.totals:
        return None
    return result, f"'{they.text}' are every person named: {joined}"


def _they_total(sentence, lexicon) -> bool:
    """ "They have|had N <noun words> <total ending>.": a statement of a total and nothing else."""
    if sentence.is_question:
        return False
    words = sentence_words(sentence, lexicon)
    texts = [t.text.lower() for t in sentence.tokens]
    while texts and texts[-1] in {".", "!"}:
        texts.pop()
    if len(texts) < 5 or texts[0] != "they" or words[1] is None or words[1].category != "verb_possess":
        return False
    if (
        words[2] is None
        or words[2].category not in ("number", "number_word")
        or words[1].text.lower()
        not in (
            "have",
            "had",
        )
    ):
        return False
    tail = texts[3:]
    ending = next((e for e in TOTAL_ENDINGS if len(tail) > len(e) and tuple(tail[-len(e) :]) == e), None)
    return ending is not None and all(_plain_noun_word(w, lexicon) for w in tail[: -len(ending)])


def they_beside_compared(sentences, problem, lexicon) -> ReaderRefusal | None:
    """A refusal for a statement's 'they' holding an amount, meant for a group someone was compared with (ADR 0279).

    "Joel has 5 more guitars than his sisters. They have 27 guitars in all.": 'they' agrees with the
    sisters, the one plural named, but an amount held after the comparison may as well be Joel's and
    theirs together (the shape ADR 0268 reads for two names): 27 for the sisters, or 11. The pronoun
    is refused as ambiguous when its referent is plural, holds an amount told in that statement, and
    a person outside the referent holds an amount compared with it (either way round).
    """
    registry = {e.key: e for e in problem.entity_registry}
    holdings = problem.accumulated_initial_state
    for told in problem.pronoun_resolution_history:
        group = registry.get(told.resolved_to)
        if told.pronoun != "they" or group is None or not 0 <= told.sentence_index < len(sentences):
            continue
        sentence = sentences[told.sentence_index]
        if sentence.is_question or group.number != "plural":
            continue
        if not any(h.entity == group.key and h.order[0] == told.sentence_index for h in holdings):
            continue  # "They gave him 3": not an amount the pair might hold together
        for holding in holdings:
            pair = {holding.entity, holding.than}
            other = next(iter(pair - {group.key}), "") if group.key in pair and len(pair) == 2 else ""
            person = registry.get(other)
            if person is not None and person.kind == "person" and other not in group.members:
                return refuse(
                    "ambiguous_pronoun_referent",
                    f"'{told.pronoun}' could mean {group.label} or {group.label} and {person.label}, "
                    "compared with them",
                    told.sentence_index,
                    told.token_index,
                    sentence.tokens[told.token_index].text if told.token_index < len(sentence.tokens) else "",
                )
    return None


def _names(sentences, lexicon) -> list[str] | None:
    """The distinct names the sentences use, in order; None when a person is named another way.

    A name is a word the pack files as one, or a capitalised singular noun standing alone as the
    sentence reader takes one ("Tom has", "as Sam"; ``rules/nouns.py``): inside a sentence, or opening
    it before a verb, 'and' or a comma.
    """
    names: list[str] = []
    for sentence in sentences:
        words = sentence_words(sentence, lexicon)
        for at, word in enumerate(words):
            text = sentence.tokens[at].text
            if word is not None and (
                word.category == "person_noun"
                or (word.category == "pronoun" and word.attr("person") in ("first", "second", "1", "2"))
            ):
                return None
            if _a_name(word, at, words) and text not in names:
                names.append(text)
    return names


def _a_name(word, at: int, words) -> bool:
    if word is None or word.category == "name":
        return word is not None
    if word.category != "noun" or not word.text[:1].isupper() or "NN" not in word.tags:
        return False
    if at > 0:
        return words[at - 1] is None or words[at - 1].category not in ("article", "determiner", "adjective")
    after = words[1] if len(words) > 1 else None
    return after is not None and (
        after.category.startswith("verb")
        or after.category in ("copula", "auxiliary", "conjunction", "punctuation")
    )
