import { parseNetwork, compileNetworks } from '@shared/domain/spam/networks.js';
for (const s of ['1.2.3.4','1.2.3.4/32','10.1.2.3/8','0.0.0.0/0','::/0','2001:DB8::1/48','2001:db8:0:0:1:0:0:1','::ffff:10.0.0.0/104','::ffff:1.2.3.4','::1','::','fe80::1%eth0','1.2.3.4/33','1.2.3.4/08','2001:db8::/129','::1.2.3.4','1:2:3:4:5:6:7:8','1:0:0:2:0:0:0:3','64:ff9b::1.2.3.4','::ffff:0:0/96','::ffff:0:0/95']) console.log(s, parseNetwork(s)?.text);
const m = compileNetworks(['10.0.0.0/8','2001:db8::/32','::/0'].map(s=>parseNetwork(s)!));
for (const ip of ['10.9.9.9','::ffff:10.9.9.9','11.0.0.1','2001:db8::5','fe80::1','::ffff:11.0.0.1']) console.log(ip, m.match(ip)?.text);
