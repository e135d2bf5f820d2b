// SPDX-License-Identifier: GPL-3.0-or-later
#include "credentialstore.h"

namespace aisb {

namespace {
std::shared_ptr<CredentialStore> &storeSlot()
{
    static std::shared_ptr<CredentialStore> store;
    return store;
}
} // namespace

CredentialStore *credentialStore()
{
    return storeSlot().get();
}

std::shared_ptr<CredentialStore> sharedCredentialStore()
{
    return storeSlot();
}

void setCredentialStore(std::shared_ptr<CredentialStore> store)
{
    storeSlot() = std::move(store);
}

} // namespace aisb
