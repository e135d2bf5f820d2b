// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include <cstdio>

namespace aisb {
int runCli(const QStringList &)
{
    std::fputs("ai-sandbox " AISB_VERSION "\n", stdout);
    return 0;
}
} // namespace aisb
