"""``python -m cacheta_lab.cli``: the ``cacheta-lab`` command."""

import sys

from . import main

sys.exit(main())
