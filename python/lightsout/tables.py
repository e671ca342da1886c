"""Nullity tables indexed by the board's side: table[n] is the nullity of the n x n board."""
from __future__ import annotations

import operator
from typing import TYPE_CHECKING, Any, Iterator, Mapping, Optional, Union

import numpy as np
import numpy.typing as npt

from . import _lightsout

if TYPE_CHECKING:
    from ._lightsout import RuleLike


class NullityTable(Mapping[int, int]):
    """The nullity of the n x n board under one rule for n = 1..max_n, as a read-only mapping.

    table[n] is the nullity of the n x n board (KeyError outside 1..max_n); len(table)
    is max_n; iteration gives n = 1, 2, ..., and table.items() the pairs (n, nullity).
    table.array is the same as an int64 array, element n - 1 for n (np.asarray(table)
    gives it too), and table.sizes the matching n.
    """

    def __init__(self, rule: Any, topology: Optional[str], nullities: npt.NDArray[np.int64]) -> None:
        self.rule = rule
        """The rule the table is for, as given (a name, or a kernel)."""
        self.topology = topology
        """'torus', 'klein', 'projective', or None (flat, or as the rule's name says)."""
        self.array = nullities
        """int64 array of max_n nullities: element n - 1 is the nullity of the n x n board."""
        self.array.flags.writeable = False

    @property
    def sizes(self) -> npt.NDArray[np.int64]:
        """n = 1..max_n, in the order of `array` (for plotting nullity against n)."""
        return np.arange(1, len(self.array) + 1, dtype=np.int64)

    def __getitem__(self, n: Any) -> int:
        if isinstance(n, (bool, np.bool_)):
            raise KeyError(n)
        try:
            side = operator.index(n)
        except TypeError:
            raise KeyError(n) from None
        if not 1 <= side <= len(self.array):
            raise KeyError(n)
        return int(self.array[side - 1])

    def __iter__(self) -> Iterator[int]:
        return iter(range(1, len(self.array) + 1))

    def __len__(self) -> int:
        return len(self.array)

    def __array__(self, dtype: Any = None, copy: Any = None) -> npt.NDArray[Any]:
        return self.array if dtype is None else self.array.astype(dtype)

    def __reduce__(self) -> Any:
        return (NullityTable, (self.rule, self.topology, np.array(self.array)))

    def __repr__(self) -> str:
        shown = " ".join(str(int(v)) for v in self.array[:20]) + (" ..." if len(self.array) > 20 else "")
        where = f" topology={self.topology}" if self.topology else ""
        rule = self.rule if isinstance(self.rule, str) else "kernel"
        return f"<lightsout.NullityTable {rule}{where} n=1..{len(self.array)}: {shown}>"


def nullity_table(rule: RuleLike, max_n: Union[int, np.integer], *, torus: bool = False,
                  topology: Optional[str] = None) -> NullityTable:
    """The nullity of the n x n board under `rule` for n = 1..max_n: table[n].

    plus, square and cross (cross also on a torus). Fast: closed forms and polynomial
    gcds; on the Klein bottle and the projective plane plus and square are eliminated
    size by size (sides up to 64). Returns a NullityTable (a mapping n -> nullity, with
    the int64 array as .array). Raises InputError for bad input.
    """
    nullities = _lightsout._nullity_table(rule, max_n, torus=torus, topology=topology)
    named = topology if isinstance(topology, str) else ("torus" if torus is True else None)
    return NullityTable(rule, named, nullities)
