#!/bin/bash
# One task of a Slurm job array: solves one chunk of a large batch
# (docs/LIBRARY.md "Many machines"). Make the chunks first, then submit:
#
#   mkdir -p chunks answers logs
#   split -n l/100 -d -a 3 puzzles.jsonl chunks/part-    # 100 chunks, whole lines
#   sbatch docs/examples/slurm_batch.sh
#   cat answers/part-*.jsonl > answers.jsonl             # after the last task, in order
#
#SBATCH --job-name=lightsout-batch
#SBATCH --array=0-99
#SBATCH --cpus-per-task=8
#SBATCH --output=logs/%A_%a.log
set -euo pipefail
part=$(printf '%03d' "$SLURM_ARRAY_TASK_ID")
# -o writes the answers to a temporary file renamed into place at the end: a
# task that dies leaves no half-written part, and `sbatch --array=<missing>`
# reruns just the missing parts. Exit 2 (some lines bad; their answers are
# error objects) is reported but does not stop the other tasks.
lightsout solve --batch "chunks/part-$part" --threads "${SLURM_CPUS_PER_TASK:-0}" -o "answers/part-$part.jsonl"
