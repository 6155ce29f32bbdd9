vcl 4.1;
# The edge cache in front of the balancer (compose.yaml, docs/deployment.md "Edge cache"). tests/e2e-cluster/edge.spec.ts and
# tools/bench/edge.mjs run this same file with the backend's host and port swapped for their own (tests/support/cluster.ts).
#
# Cached: cookie-less GET and HEAD of pages and static files, for as long as the site's headers say (CDN-Cache-Control
# first, RFC 9213, then Cache-Control's s-maxage). Passed to the origin: every other method (form posts), /api/ (the
# preview, the webhooks, search, health), any request with a cookie or an Authorization header, a client-router
# navigation (Next-Router-State-Tree), and any answer the site marks private, no-store or no-cache, or that sets a
# cookie.
# Purged: `PURGE` with an `xkey-purge` header naming cache tags (the site sends its pages' tags in `xkey`), accepted
# only on the purge listener (not published by compose) and from the origin's network. A site-wide purge is soft.
# Outages: a page past its TTL stays servable for its grace (the site's stale-while-revalidate, a day; at least 15
# minutes), and a refresh that fails keeps the stale copy (docs/deployment.md, "Edge").
# The balancer's name is resolved when this file is loaded: after replacing the balancer's container, reload it
# (`docker compose exec edge varnishreload`); compose restarts the edge when it recreates the balancer.

import std;
import xkey;

backend origin {
  .host = "balancer";
  .port = "8080";
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
}

# Who may purge: the instances (compose's network) and this host.
acl purgers {
  "localhost";
  "127.0.0.1";
  "::1";
  "10.0.0.0"/8;
  "172.16.0.0"/12;
  "192.168.0.0"/16;
}

sub vcl_recv {
  if (req.method == "PURGE") {
    # The purge listener is named `purge` (varnishd -a purge=…); the public one never takes a purge.
    if (local.socket != "purge" || client.ip !~ purgers) {
      return (synth(405, "Method not allowed"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "xkey-purge header missing"));
    }
    # A site-wide purge (every page carries Next's `_N_T_/layout` tag) is soft: each page is refreshed by its next
    # visit while that visitor still gets the copy it replaces, so a layout change never turns every page into a
    # miss at once, and pages stay served if the instances are down. Any other purge is hard: the next visitor of a
    # published page gets the new one.
    if (req.http.xkey-purge ~ "(^|\s)_N_T_/layout(\s|$)") {
      set req.http.x-purged = xkey.softpurge(req.http.xkey-purge);
      return (synth(200, "Soft-purged " + req.http.x-purged));
    }
    set req.http.x-purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.x-purged));
  }

  # Headers some servers take as the request's address: never from a visitor, so no visitor can key a page on them.
  unset req.http.X-Forwarded-Host;
  unset req.http.X-Original-URL;
  unset req.http.X-Rewrite-URL;

  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.url ~ "^/api/") {
    return (pass);
  }
  # Next's client-router headers, which its answers Vary on: one stored copy per value a client sends, unless held to
  # what Next reads. Without `RSC: 1` Next ignores them (an HTML page): dropped. A navigation names the visitor's own
  # router state (Next-Router-State-Tree, Next-Url): passed, never stored. A prefetch is stored only with values of
  # Next's own alphabet (segment keys: next/dist/shared/lib/segment-cache/segment-value-encoding.js).
  if (req.http.RSC != "1") {
    unset req.http.RSC;
    unset req.http.Next-Router-State-Tree;
    unset req.http.Next-Router-Prefetch;
    unset req.http.Next-Router-Segment-Prefetch;
    unset req.http.Next-Url;
  } elsif (req.http.Next-Router-State-Tree || req.http.Next-Url) {
    return (pass);
  } elsif (req.http.Next-Router-Prefetch && req.http.Next-Router-Prefetch !~ "^[123]$") {
    return (pass);
  } elsif (req.http.Next-Router-Segment-Prefetch &&
      req.http.Next-Router-Segment-Prefetch !~ "^/[A-Za-z0-9_@$!/-]{1,300}$") {
    return (pass);
  }
  # Personal answers are never cached, and the rule is simple on purpose: a request with ANY cookie goes to the
  # origin. That covers Next's draft and preview cookies (__prerender_bypass, __next_preview_data), the canvas
  # editor's, and Uniform Context's visitor cookies (ufvd, ufvdqk) that server-side personalization reads; a cookie
  # this file does not know could be read by a page tomorrow, so none is assumed harmless.
  if (req.http.Cookie || req.http.Authorization) {
    return (pass);
  }
  return (hash);
}

sub vcl_backend_response {
  # A refresh of a stale copy (a background fetch) that failed keeps the stale copy: during an outage every page
  # seen before stays served for its grace instead of being replaced by the balancer's 502.
  if (beresp.status >= 500 && bereq.is_bgfetch) {
    return (abandon);
  }
  # Tags live in `xkey` (read by the vmod when the object is stored); the CDN names are not stored twice.
  unset beresp.http.Surrogate-Key;
  unset beresp.http.Cache-Tag;
  # The site's answer for shared caches: CDN-Cache-Control (max-age, stale-while-revalidate) before Cache-Control,
  # whose s-maxage Varnish already reads.
  if (beresp.http.CDN-Cache-Control ~ "(?i)(^|[ ,])(private|no-store|no-cache)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  if (beresp.http.CDN-Cache-Control ~ "(?i)(^|[ ,])max-age=[0-9]+") {
    set beresp.ttl = std.duration(
      regsub(beresp.http.CDN-Cache-Control, "(?i)^.*(^|[ ,])max-age=([0-9]+).*$", "\2") + "s", 0s);
  }
  if (beresp.http.CDN-Cache-Control ~ "(?i)stale-while-revalidate=[0-9]+") {
    set beresp.grace = std.duration(
      regsub(beresp.http.CDN-Cache-Control, "(?i)^.*stale-while-revalidate=([0-9]+).*$", "\1") + "s", 0s);
  }
  # Grace long enough to ride out a deploy or an outage when the site names none (Varnish's own default is 10 s).
  if (beresp.grace < 15m) {
    set beresp.grace = 15m;
  }
  # The rest is Varnish's built-in rule: no-store, private, no-cache, Set-Cookie, Vary: * and a zero TTL are not stored.
}

sub vcl_backend_error {
  # The balancer unreachable during a refresh: the stale copy stays (see vcl_backend_response).
  if (bereq.is_bgfetch) {
    return (abandon);
  }
}

sub vcl_deliver {
  # The tags are for caches, not visitors.
  unset resp.http.xkey;
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
