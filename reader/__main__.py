"""python -m reader "problem text" [--json] [--pack DIR]: read one problem and show how."""

from __future__ import annotations

import argparse
import os
import sys

from reader.api import Answer, read_problem
from reader.canonical import canonical_bytes
from reader.derivation import fmt
from reader.refusals import ReaderRefusal
from reader.tokenise import split_sentences


def caret_view(text: str, refusal: ReaderRefusal) -> str:
    """The refused sentence with the refused token marked by carets underneath."""
    sentences = split_sentences(text)
    if refusal.sentence_index >= len(sentences):
        return ""
    sentence = sentences[refusal.sentence_index]
    line = text[sentence.start : sentence.end].replace("\n", " ")
    if not refusal.token_text or refusal.token_index >= len(sentence.tokens):
        return line
    token = sentence.tokens[refusal.token_index]
    offset = token.start - sentence.start
    return f"{line}\n{' ' * offset}{'^' * max(1, token.end - token.start)}"


def render(text: str, result: Answer | ReaderRefusal) -> str:
    if isinstance(result, Answer):
        lines = [f"answer: {fmt(result.value)} {result.unit}"]
        lines += [f"  {i + 1}. {step}" for i, step in enumerate(result.steps)]
        lines.append(f"trace: {result.trace_hash}")
        return "\n".join(lines)
    head = f"refused: {result.reason} (sentence {result.sentence_index + 1}, token {result.token_index + 1}): {result.detail}"
    return head + "\n" + caret_view(text, result)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m reader", description="Read one math word problem.")
    parser.add_argument("text", help="the problem text")
    parser.add_argument("--json", action="store_true", help="print the result as canonical JSON")
    parser.add_argument("--pack", help="pack directory (default: the repository's pack)")
    args = parser.parse_args(argv)
    import packs  # imported here so the reader library itself depends only on packs.model

    try:
        pack = packs.load_pack(args.pack or packs.default_pack_dir())
    except packs.PackError as exc:
        print(f"error: the lexicon pack does not verify: {exc}", file=sys.stderr)
        return 1
    result = read_problem(args.text, pack.lexicon)
    out = canonical_bytes(result).decode("utf-8") if args.json else render(args.text, result)
    write_quietly(out + "\n")
    return 0 if isinstance(result, Answer) else 2


def write_quietly(text: str) -> None:
    """Write to stdout; a reader that closed the pipe early ('| head') is not an error worth a traceback."""
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        # Python flushes stdout again at exit; point it at devnull so that flush cannot fail too.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())


if __name__ == "__main__":
    sys.exit(main())
